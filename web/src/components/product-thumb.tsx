import { Box, Center, Image } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/** A product's small picture in lists; a quiet icon when there is none or it cannot load. */
export function ProductThumb({ src, size = '12' }: { src: string | undefined; size?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box boxSize={size} flexShrink="0" rounded="md" borderWidth="1px" bg="bg.muted" overflow="hidden">
      {src && !failed ? (
        <Image src={src} alt="" boxSize="full" objectFit="contain" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <Center boxSize="full" color="fg.subtle">
          <ImageOff size={18} aria-hidden="true" />
        </Center>
      )}
    </Box>
  );
}
