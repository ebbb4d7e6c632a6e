import { Box, Button, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ImageUp, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { notify } from '../../../components/ui/toaster.tsx';
import { NO_IMAGE_SELECTED, validateImageFile } from '../lib/validate-image.ts';
import { AnalysisProgress } from './analysis-progress.tsx';

interface ImageUploadProps {
  onIdentify(image: File): void;
  busy: boolean;
}

/** Image Upload tab: click (or Enter/Space) to pick, preview with Remove, 'Identify Product'. */
export function ImageUpload({ onIdentify, busy }: ImageUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  const pick = () => inputRef.current?.click();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires change
    if (!chosen) return;
    const problem = validateImageFile(chosen);
    if (problem) {
      notify(problem);
      return;
    }
    setFile(chosen);
    setPreviewUrl(URL.createObjectURL(chosen));
  };

  const remove = () => {
    setFile(null);
    setPreviewUrl(null);
  };

  const identify = () => {
    if (!file) {
      notify(NO_IMAGE_SELECTED);
      return;
    }
    onIdentify(file);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick();
    }
  };

  return (
    <Stack gap="4">
      <VisuallyHidden>
        <label htmlFor={inputId}>Product image</label>
        <input id={inputId} ref={inputRef} type="file" accept="image/*" onChange={onChange} tabIndex={-1} />
      </VisuallyHidden>
      {previewUrl ? (
        <Box borderWidth="1px" rounded="lg" p="3" textAlign="center">
          <Image
            src={previewUrl}
            alt="Selected product image"
            maxH="300px"
            mx="auto"
            objectFit="contain"
            rounded="md"
          />
          <Text fontSize="sm" color="fg.muted" mt="2" truncate>
            {file?.name}
          </Text>
          <Button size="sm" variant="outline" colorPalette="red" mt="2" onClick={remove} disabled={busy}>
            <X aria-hidden="true" /> Remove
          </Button>
        </Box>
      ) : (
        <Box
          role="button"
          tabIndex={0}
          aria-label="Choose a product image to upload"
          onClick={pick}
          onKeyDown={onKeyDown}
          borderWidth="2px"
          borderStyle="dashed"
          rounded="lg"
          p={{ base: '8', md: '12' }}
          textAlign="center"
          cursor="pointer"
          _hover={{ bg: 'brand.subtle', borderColor: 'brand.solid' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          <Stack align="center" gap="2">
            <ImageUp size={40} aria-hidden="true" />
            <Text fontWeight="medium">Click to choose an image</Text>
            <Text fontSize="sm" color="fg.muted">
              A clear photo of the barcode or the front label works best. JPEG, PNG or WebP, up to 5 MB.
            </Text>
          </Stack>
        </Box>
      )}
      {busy && <AnalysisProgress label="Identifying product" />}
      <Button
        onClick={identify}
        disabled={!file}
        loading={busy}
        loadingText="Identifying…"
        alignSelf={{ base: 'stretch', sm: 'flex-start' }}
      >
        <Search aria-hidden="true" /> Identify Product
      </Button>
    </Stack>
  );
}
