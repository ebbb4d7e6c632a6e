import type { ProductEntity, ProductKind } from '@clearcart/contracts';
import { useState } from 'react';
import { Badge, Box, Center, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Apple, CupSoda, ImageOff, Sparkles, SprayCan, type LucideIcon } from 'lucide-react';
import { PRODUCT_IMAGE_BOX_PX } from '../../../config/constants.ts';
import type { ProductImageResult } from '../api/get-product-image.ts';
import { confidenceDisplay, type CertificationView } from '../lib/derive.ts';

interface SidebarProps {
  entity: Partial<ProductEntity>;
  name: string;
  capturedPhoto: string | null;
  image: { data: ProductImageResult | null | undefined; isLoading: boolean };
  certifications: CertificationView[];
}

/** What stands in for a missing picture: the product's kind, so the box still says what it is. */
const PLACEHOLDER_ICON: Record<ProductKind, LucideIcon> = {
  food: Apple,
  beverage: CupSoda,
  cosmetic: Sparkles,
  household: SprayCan,
};

function ProductImage({
  name,
  kind,
  capturedPhoto,
  image,
}: Pick<SidebarProps, 'name' | 'capturedPhoto' | 'image'> & { kind: ProductKind | undefined }) {
  const url = image.data && 'imageUrl' in image.data ? image.data.imageUrl : undefined;
  // Offline, or the image host is down: the placeholder, not a broken-image icon.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  let content;
  let note: string | null = null;
  if (capturedPhoto) {
    content = <Image src={capturedPhoto} alt={`Photo of ${name}`} maxH="full" maxW="full" objectFit="contain" />;
    note = 'Image from camera capture';
  } else if (image.isLoading) {
    content = <Skeleton w="full" h="full" />;
  } else if (url && failedUrl !== url) {
    content = (
      <Image src={url} alt={name} maxH="full" maxW="full" objectFit="contain" onError={() => setFailedUrl(url)} />
    );
    note = image.data && 'source' in image.data && image.data.source ? `Image source: ${image.data.source}` : null;
  } else {
    const message =
      image.data && 'message' in image.data
        ? image.data.message
        : url
          ? 'The picture could not be loaded'
          : 'No image available';
    const Icon = kind ? PLACEHOLDER_ICON[kind] : ImageOff;
    content = (
      <Stack align="center" color="fg.muted" gap="2" p="4" textAlign="center" data-testid="image-placeholder">
        <Icon aria-hidden="true" size={48} strokeWidth={1.25} />
        <Text fontSize="sm">{message}</Text>
      </Stack>
    );
  }
  return (
    <Box>
      <Center
        h={`${PRODUCT_IMAGE_BOX_PX}px`}
        bg="bg.muted"
        rounded="lg"
        overflow="hidden"
        data-testid="product-image-box"
      >
        {content}
      </Center>
      {note && (
        <Text fontSize="xs" color="fg.muted" mt="1" textAlign="center">
          {note}
        </Text>
      )}
    </Box>
  );
}

/** Left column: image, identification confidence, category, certifications, method. */
export function ProductSidebar({ entity, name, capturedPhoto, image, certifications }: SidebarProps) {
  const confidence = confidenceDisplay(entity.confidence);
  const green = confidence.tone === 'green';
  return (
    <Stack gap="4">
      <ProductImage name={name} kind={entity.type} capturedPhoto={capturedPhoto} image={image} />
      <Box
        rounded="md"
        p="3"
        borderWidth="1px"
        bg={green ? 'green.subtle' : 'yellow.subtle'}
        borderColor={green ? 'green.muted' : 'yellow.muted'}
        data-tone={confidence.tone}
        data-testid="confidence-box"
      >
        <Text fontWeight="semibold">Identification confidence: {confidence.percent}%</Text>
        {confidence.warning && (
          <Text fontSize="sm" color="yellow.fg">
            {confidence.warning}
          </Text>
        )}
      </Box>
      {entity.category && (
        <Box>
          <Text fontSize="sm" color="fg.muted">
            Category
          </Text>
          <Text fontWeight="medium">{entity.category}</Text>
        </Box>
      )}
      <Box>
        <Text fontSize="sm" color="fg.muted" mb="1">
          Certifications
        </Text>
        {certifications.length > 0 ? (
          <Stack direction="row" wrap="wrap" gap="1">
            {certifications.map((cert) => (
              <Badge key={cert.name} colorPalette="green" variant="subtle">
                {cert.name}
              </Badge>
            ))}
          </Stack>
        ) : (
          <Text fontSize="sm">None found</Text>
        )}
      </Box>
      {entity.identifiedBy && (
        <Text fontSize="sm" color="fg.muted">
          Identified using {entity.identifiedBy}
        </Text>
      )}
    </Stack>
  );
}
