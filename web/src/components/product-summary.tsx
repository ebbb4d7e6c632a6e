import type { ThreeScores as Scores } from '@clearcart/contracts';
import { Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ProductThumb } from './product-thumb.tsx';
import { ThreeScores } from './three-scores.tsx';

interface ProductSummaryProps {
  id: string;
  name: string;
  brand: string;
  quantity?: string | undefined;
  imageUrl?: string | undefined;
  scores: Scores;
  /** Said after brand and size on the same line (when it was viewed). */
  meta?: ReactNode;
  /** Lines between the name and the scores (the reasons of a better choice). */
  children?: ReactNode;
}

/** A product in a list (history, better choices): picture, name linking to its report, brand, the three scores. */
export function ProductSummary({ id, name, brand, quantity, imageUrl, scores, meta, children }: ProductSummaryProps) {
  return (
    <>
      <ProductThumb src={imageUrl} />
      <Stack gap="1" minW="0" flex="1">
        <Link asChild fontWeight="semibold" color="fg">
          <RouterLink to={`/product/${encodeURIComponent(id)}`}>{name}</RouterLink>
        </Link>
        <Text fontSize="sm" color="fg.muted">
          {[brand, quantity].filter(Boolean).join(' · ')}
          {meta && <> · {meta}</>}
        </Text>
        {children}
        <ThreeScores scores={scores} />
      </Stack>
    </>
  );
}
