import type { ProductEntity } from '@clearcart/contracts';
import { Badge, Box, Center, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { PRODUCT_IMAGE_BOX_PX } from '../../../config/constants.ts';
import type { ProductImageResult } from '../api/get-product-image.ts';
import { confidenceDisplay, type CertificationView } from '../lib/derive.ts';

interface SidebarProps {
  entity: Partial<ProductEntity>;
  name: string;
  capturedPhoto: string | null;
  image: { data: ProductImageResult | undefined; isPending: boolean; isError: boolean };
  certifications: CertificationView[];
}

function ProductImage({ name, capturedPhoto, image }: Pick<SidebarProps, 'name' | 'capturedPhoto' | 'image'>) {
  let content;
  let note: string | null = null;
  if (capturedPhoto) {
    content = <Image src={capturedPhoto} alt={`Photo of ${name}`} maxH="full" maxW="full" objectFit="contain" />;
    note = 'Image from camera capture';
  } else if (image.isPending) {
    content = <Skeleton w="full" h="full" />;
  } else if (image.data && 'imageUrl' in image.data && image.data.imageUrl) {
    content = <Image src={image.data.imageUrl} alt={name} maxH="full" maxW="full" objectFit="contain" />;
    note = image.data.source ? `Image source: ${image.data.source}` : null;
  } else {
    const message = image.data && 'message' in image.data ? image.data.message : 'No image available';
    content = (
      <Stack align="center" color="fg.muted" gap="1" p="4" textAlign="center">
        <ImageOff aria-hidden="true" />
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
      <ProductImage name={name} capturedPhoto={capturedPhoto} image={image} />
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
