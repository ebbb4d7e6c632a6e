import { Button, HStack, Link } from '@chakra-ui/react';
import { Check, Plus } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { compareHref, toggleCompare, useCompareList } from '../lib/compare-list.ts';

/** "Add to compare" on a report, and the link to the comparison once two or more are picked. */
export function CompareToggle({ id }: { id: string }) {
  const compareList = useCompareList();
  const picked = compareList.includes(id);
  return (
    <HStack gap="3" mt="2" wrap="wrap">
      <Button size="xs" variant="outline" onClick={() => toggleCompare(id)} aria-pressed={picked}>
        {picked ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
        {picked ? 'Added to compare' : 'Add to compare'}
      </Button>
      {picked && compareList.length >= 2 && (
        <Link asChild fontSize="sm">
          <RouterLink to={compareHref(compareList)}>Compare {compareList.length} products</RouterLink>
        </Link>
      )}
    </HStack>
  );
}
