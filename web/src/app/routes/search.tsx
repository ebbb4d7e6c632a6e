import { Box, Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { Camera, ImageUp, Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { DidYouMean } from '../../features/search/components/did-you-mean.tsx';
import { NoMatch } from '../../features/search/components/no-match.tsx';
import { TextSearch } from '../../features/search/components/text-search.tsx';
import { useIdentifyFlow } from '../../features/search/hooks/use-identify-flow.ts';

/** This page is built with the UI kit (see the router). */
export const kit = true;

// The photo pieces (and the barcode wasm they load) are fetched only when their tab opens.
const CameraCapture = lazy(async () => ({
  default: (await import('../../features/photo/components/camera-capture.tsx')).CameraCapture,
}));
const ImageUpload = lazy(async () => ({
  default: (await import('../../features/photo/components/image-upload.tsx')).ImageUpload,
}));

const TABS = ['text', 'camera', 'upload'] as const;
// On phones the icon sits above the label, so 'Image Upload' does not wrap beside it.
const TRIGGER_STYLE = {
  flexDirection: { base: 'column', sm: 'row' },
  gap: { base: '0.5', sm: '2' },
  h: { base: 'auto', sm: '10' },
  py: { base: '1.5', sm: '0' },
  px: { base: '1', sm: '4' },
  whiteSpace: 'nowrap',
  fontSize: { base: 'xs', sm: 'sm' },
} as const;

/**
 * Tab preselected by navigation state `{tab: number}` (0 text, 1 camera, 2 upload), or by `?tab=camera` in the address
 * (the installed app's "Scan a barcode" shortcut).
 */
function initialTab(state: unknown, param: string | null): (typeof TABS)[number] {
  const index = typeof state === 'object' && state !== null ? (state as { tab?: unknown }).tab : undefined;
  if (typeof index === 'number') return TABS[index] ?? 'text';
  return TABS.find((t) => t === param) ?? 'text';
}

export function SearchRoute() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState(() => initialTab(location.state, params.get('tab')));
  const flow = useIdentifyFlow();

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '3', md: '6' }}>
      <Stack gap="6">
        <Box>
          <PageTitle page="Find Product Information" />
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Find Product Information
          </Heading>
          <Text color="fg.muted" mt="2">
            Search by name, take a photo, or upload an image of the product or its barcode.
          </Text>
        </Box>
        <Box borderWidth="1px" rounded="xl" bg="bg.panel" shadow="sm" p={{ base: '3', md: '6' }}>
          <Tabs.Root
            value={tab}
            onValueChange={(details) => {
              flow.clearCandidates();
              setTab(details.value as (typeof TABS)[number]);
            }}
            variant="enclosed"
            fitted
            lazyMount
            unmountOnExit
          >
            <Tabs.List>
              <Tabs.Trigger value="text" {...TRIGGER_STYLE}>
                <Search aria-hidden="true" /> Text Search
              </Tabs.Trigger>
              <Tabs.Trigger value="camera" {...TRIGGER_STYLE}>
                <Camera aria-hidden="true" /> Take Photo
              </Tabs.Trigger>
              <Tabs.Trigger value="upload" {...TRIGGER_STYLE}>
                <ImageUp aria-hidden="true" /> Image Upload
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="text" pt="6">
              <TextSearch
                initialTerm={params.get('q') ?? ''}
                onSearch={(term) => {
                  // The term stays in the address, so Back from the report finds it in the box.
                  setParams({ q: term }, { replace: true, state: location.state as unknown });
                  void flow.identify({ description: term }, 'text');
                }}
                isPending={flow.isPending}
              />
            </Tabs.Content>
            <Tabs.Content value="camera" pt="6">
              <Suspense fallback={<PageSpinner label="Loading camera" />}>
                <CameraCapture
                  busy={flow.isPending}
                  onAnalyze={(photo) => void flow.identify({ image: photo }, 'camera', { photo })}
                  onGtin={(gtin) => void flow.identify({ description: gtin }, 'barcode')}
                />
              </Suspense>
            </Tabs.Content>
            <Tabs.Content value="upload" pt="6">
              <Suspense fallback={<PageSpinner label="Loading uploader" />}>
                <ImageUpload busy={flow.isPending} onIdentify={(image) => void flow.identify({ image }, 'upload')} />
              </Suspense>
            </Tabs.Content>
          </Tabs.Root>
          {flow.candidates.length > 0 && (
            <Box mt="6">
              <DidYouMean candidates={flow.candidates} />
            </Box>
          )}
          {flow.miss && (
            <Box mt="6">
              <NoMatch miss={flow.miss} />
            </Box>
          )}
        </Box>
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          Products are analysed for allergens, health, environmental impact and ethical production.
        </Text>
      </Stack>
    </Container>
  );
}
