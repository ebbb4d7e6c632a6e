import { Box, Progress, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

const STEPS = ['Uploading photo…', 'Looking for a barcode…', 'Reading the label…', 'Matching the product…'];

/** Visible progress while the server reads the photo (label OCR can take a few seconds). */
export function AnalysisProgress({ label = 'Analyzing product' }: { label?: string }) {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((value) => Math.min(value + 1, STEPS.length - 1)), 1200);
    return () => clearInterval(timer);
  }, []);
  return (
    <Box role="status" aria-live="polite" w="full">
      <Progress.Root value={null} size="sm" colorPalette="brand" aria-label={label}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="fg.muted" mt="2">
        {STEPS[step]}
      </Text>
    </Box>
  );
}
