import { AspectRatio, Box, Button, Center, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Camera, RotateCcw, ScanLine, Sparkles, Video } from 'lucide-react';
import { useEffect } from 'react';
import { notify } from '../../../components/ui/toaster.tsx';
import { useBarcodeScanner } from '../hooks/use-barcode-scanner.ts';
import { useCamera } from '../hooks/use-camera.ts';
import { NO_IMAGE_CAPTURED } from '../lib/validate-image.ts';
import { AnalysisProgress } from './analysis-progress.tsx';

interface CameraCaptureProps {
  /** Identify the captured JPEG. */
  onAnalyze(photo: File): void;
  /** A barcode was read live from the stream. */
  onGtin(gtin: string): void;
  busy: boolean;
}

/** Take Photo tab: the camera starts when this mounts (tab opened) and stops when it unmounts. */
export function CameraCapture({ onAnalyze, onGtin, busy }: CameraCaptureProps) {
  const { videoRef, state, photo, previewUrl, start, stop, capture } = useCamera();

  useEffect(() => {
    void start();
    return stop;
  }, [start, stop]);

  useBarcodeScanner(videoRef, onGtin, state === 'on' && !busy);

  const analyze = () => {
    if (!photo) {
      notify(NO_IMAGE_CAPTURED);
      return;
    }
    onAnalyze(photo);
  };

  return (
    <Stack gap="4">
      {/* A phone is held upright: a tall portrait viewfinder there, the camera's own 16:9 on wider screens. */}
      <AspectRatio
        ratio={{ base: 3 / 4, sm: 16 / 9 }}
        w="full"
        maxH={{ base: '70dvh', sm: 'none' }}
        mx="auto"
        bg="gray.900"
        rounded="lg"
        overflow="hidden"
      >
        <Box position="relative">
          <video
            ref={videoRef}
            muted
            playsInline
            autoPlay
            aria-label="Live camera view"
            style={{
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              display: state === 'captured' ? 'none' : 'block',
            }}
          />
          {state === 'captured' && previewUrl && (
            <Image src={previewUrl} alt="Captured product photo" w="full" h="full" objectFit="contain" />
          )}
          {state === 'off' && (
            <Center
              position="absolute"
              inset="0"
              color="gray.300"
              flexDirection="column"
              gap="2"
              p="4"
              textAlign="center"
            >
              <Video aria-hidden="true" />
              <Text>Camera is off</Text>
            </Center>
          )}
          {state === 'on' && !busy && (
            <HStack
              position="absolute"
              bottom="2"
              left="2"
              bg="blackAlpha.700"
              color="white"
              px="2"
              py="1"
              rounded="md"
              fontSize="xs"
            >
              <ScanLine size={14} aria-hidden="true" />
              <Text>Point at the barcode, or take a photo of the label</Text>
            </HStack>
          )}
        </Box>
      </AspectRatio>

      {busy && <AnalysisProgress />}

      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" wrap="wrap">
        {(state === 'off' || state === 'starting') && (
          <Button
            onClick={() => void start()}
            loading={state === 'starting'}
            loadingText="Starting camera…"
            variant="outline"
          >
            <Video aria-hidden="true" /> Start Camera
          </Button>
        )}
        {state === 'on' && (
          <Button onClick={() => void capture()} disabled={busy}>
            <Camera aria-hidden="true" /> Take Photo
          </Button>
        )}
        {state === 'captured' && (
          <Button variant="outline" onClick={() => void start()} disabled={busy}>
            <RotateCcw aria-hidden="true" /> Retake Photo
          </Button>
        )}
        <Button
          onClick={analyze}
          loading={busy}
          loadingText="Analyzing…"
          variant={state === 'captured' ? 'solid' : 'subtle'}
        >
          <Sparkles aria-hidden="true" /> Analyze Product
        </Button>
      </Stack>
    </Stack>
  );
}
