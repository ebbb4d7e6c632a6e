import type { Preferences, ProductEntity, Ratings } from '@clearcart/contracts';
import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Grid,
  GridItem,
  Heading,
  HStack,
  Image,
  Skeleton,
  SkeletonText,
  Spinner,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { memo, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorDescription } from '../../../lib/api-client.ts';
import { withIdentification } from '../../../lib/identification.ts';
import { useProductReport } from '../hooks/use-product-report.ts';
import { gatherCertifications } from '../lib/derive.ts';
import { productName } from '../lib/product-response.ts';
import { CompanyTab } from './company-tab.tsx';
import { DebugPanel } from './debug-panel.tsx';
import { EnvironmentalTab } from './environmental-tab.tsx';
import { EthicalTab } from './ethical-tab.tsx';
import { HealthTab } from './health-tab.tsx';
import { PersonalAlerts } from './personal-alerts.tsx';
import { ProductSidebar } from './product-sidebar.tsx';
import { ScoreSummary } from './score-summary.tsx';

// The report renders again each time one of its queries settles (product, picture, evaluation); each part renders
// again only when its own data changed. Rendering the tabs through the UI kit is most of the page's main-thread work.
const Summary = memo(ScoreSummary);
const Sidebar = memo(ProductSidebar);
const Alerts = memo(PersonalAlerts);
const Health = memo(HealthTab);
const Environmental = memo(EnvironmentalTab);
const Ethical = memo(EthicalTab);
const Company = memo(CompanyTab);

export function ProductSkeleton() {
  return (
    <Container maxW="6xl" py="8" aria-busy="true" aria-label="Loading product">
      <Skeleton h="9" w="60%" mb="2" />
      <Skeleton h="5" w="30%" mb="8" />
      <Grid templateColumns={{ base: '1fr', md: '280px 1fr' }} gap="8">
        <Stack gap="4">
          <Skeleton h="250px" rounded="lg" />
          <Skeleton h="16" />
          <SkeletonText noOfLines={3} />
        </Stack>
        <Stack gap="4">
          <Skeleton h="10" />
          <SkeletonText noOfLines={8} />
        </Stack>
      </Grid>
    </Container>
  );
}

export function ProductError({ message }: { message: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // A report opened in a new tab or from a link has no page of ours to go back to: go to search instead.
  const goBack = () => void (location.key === 'default' ? navigate('/search') : navigate(-1));
  return (
    <Container maxW="2xl" py="12">
      <PageTitle page="Error Loading Product" />
      <Alert.Root status="error" rounded="lg" flexDirection={{ base: 'column', sm: 'row' }} gap="3" p="5">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title fontSize="lg">Error Loading Product</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
        <Button variant="outline" onClick={goBack} alignSelf="center">
          <ArrowLeft aria-hidden="true" /> Go Back
        </Button>
      </Alert.Root>
    </Container>
  );
}

const TABS = ['health', 'environmental', 'ethical', 'company'] as const;

interface ProductReportProps {
  id: string;
  /** Saved preferences sent with the evaluation, or null for `{}`. */
  preferences: Preferences | null;
  preferencesReady: boolean;
  /** What other features add, composed by the route (features do not import each other): under the title… */
  actions?: ReactNode;
  /** …after the tabs… */
  below?: ReactNode;
  /** …and what watches the report once it is shown (the history records the view). */
  Viewed?: ComponentType<{ entity: ProductEntity; ratings: Partial<Ratings> | undefined }>;
}

/** The phone thumbnail's box, the same whether the picture is shown or its place held. */
const THUMBNAIL = {
  boxSize: '16',
  rounded: 'md',
  borderWidth: '1px',
  flexShrink: '0',
  display: { base: 'block', md: 'none' },
} as const;

/** The phone thumbnail. A picture that fails to load leaves its place held, and only this box renders again. */
function Thumbnail({ src, hold }: { src: string | undefined; hold: boolean }) {
  const [failed, setFailed] = useState<string | undefined>();
  if (src && src !== failed) {
    return <Image src={src} onError={() => setFailed(src)} alt="" objectFit="contain" {...THUMBNAIL} />;
  }
  return hold ? <Box aria-hidden="true" bg="bg.muted" {...THUMBNAIL} /> : null;
}

/** The product report screen (spec §2). */
export function ProductReport({ id, preferences, preferencesReady, actions, below, Viewed }: ProductReportProps) {
  const report = useProductReport(id, preferences, preferencesReady);
  const [debugOpen, setDebugOpen] = useState(false);
  // The open tab lives in the address (?tab=ethical), so a reload or a shared link keeps it; switching replaces the
  // entry so Back still leaves the report.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') ?? 'health';
  const tab = (TABS as readonly string[]).includes(requested) ? requested : 'health';
  const setTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'health') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  // Props of the memoised parts, kept the same object while their inputs are.
  const loaded = report.product?.entity;
  const sidebarEntity = useMemo(
    () => loaded && withIdentification(loaded, report.identification),
    [loaded, report.identification],
  );
  const certifications = useMemo(
    () =>
      gatherCertifications(
        loaded?.certifications ? { certifications: loaded.certifications } : undefined,
        report.ratings,
      ),
    [loaded, report.ratings],
  );
  const { data: imageData, isLoading: imageLoading } = report.image;
  const image = useMemo(() => ({ data: imageData, isLoading: imageLoading }), [imageData, imageLoading]);

  if (report.isLoading) return <ProductSkeleton />;
  if (report.error || !report.product) {
    return <ProductError message={report.error?.message ?? 'Product not found or invalid format'} />;
  }

  const entity = report.product.entity;
  const name = productName(entity);
  const ratings = report.ratings;
  const evaluation = report.evaluation;

  // On a phone the picture sits small beside the name; the full box follows the tabs (order below).
  const picture = imageData && 'imageUrl' in imageData ? imageData.imageUrl : undefined;

  return (
    <Container maxW="6xl" py={{ base: '5', md: '8' }} px={{ base: '3', md: '6' }}>
      <PageTitle page={name} />
      {Viewed && <Viewed entity={entity} ratings={evaluation ? ratings : undefined} />}
      <Stack gap="6">
        <HStack as="header" align="start" gap="3">
          {/* The thumbnail's place is held from the first paint when there is a picture to show, and kept if it
              fails to load: the name beside it does not move (no layout shift). */}
          <Thumbnail src={report.capturedPhoto ?? picture} hold={Boolean(report.capturedPhoto ?? entity.image_url)} />
          <Box minW="0">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} wordBreak="break-word">
              {evaluation ? (
                <Box
                  as="button"
                  textAlign="start"
                  cursor="pointer"
                  onClick={() => setDebugOpen((open) => !open)}
                  aria-expanded={debugOpen}
                  aria-controls="debug-panel"
                  title={debugOpen ? 'Hide technical details' : 'Show technical details'}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', rounded: 'sm' }}
                >
                  {name}
                </Box>
              ) : (
                name
              )}
            </Heading>
            <HStack gap="3" mt="2" wrap="wrap">
              {entity.brand && <Text color="fg.muted">by {entity.brand}</Text>}
              {entity.category && (
                <Badge colorPalette="brand" variant="subtle">
                  {entity.category}
                </Badge>
              )}
              {entity.quantity && (
                <Text color="fg.muted" fontSize="sm">
                  {entity.quantity}
                </Text>
              )}
            </HStack>
            {actions}
          </Box>
        </HStack>

        {debugOpen && evaluation && <DebugPanel evaluation={evaluation} />}
        <Alerts alerts={evaluation?.personal_alerts} />
        {report.evaluationFailed && (
          // A failed evaluation is not "no information": say so, and offer to try again.
          <Alert.Root status="warning" rounded="lg" alignItems="center">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Couldn't load the evaluation</Alert.Title>
              <Alert.Description>
                {errorDescription(report.evaluationError, 'The ratings could not be computed just now.')}
              </Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={report.retryEvaluation}>
              Retry
            </Button>
          </Alert.Root>
        )}
        <Summary ratings={ratings} entity={entity} evaluating={report.evaluating} />

        <Grid templateColumns={{ base: '1fr', md: '280px minmax(0, 1fr)' }} gap={{ base: '6', md: '8' }}>
          {/* On a phone the tabs come first; the picture and details follow them. */}
          <GridItem as="aside" aria-label="Product details" order={{ base: 1, md: 0 }}>
            <Sidebar
              entity={sidebarEntity ?? entity}
              name={name}
              capturedPhoto={report.capturedPhoto}
              image={image}
              certifications={certifications}
            />
          </GridItem>
          {/* On a phone the details follow the tabs: the tab's height is held while the evaluation loads, so the
              details below do not jump (layout shift) when it arrives. */}
          <GridItem minW="0" minH={{ base: '100dvh', md: 'auto' }}>
            <Tabs.Root
              value={tab}
              onValueChange={(details) => setTab(details.value)}
              variant="line"
              colorPalette="brand"
              // A tab is rendered when first opened, not all four up front: the report is long, and rendering it
              // whole was most of the product page's main-thread work.
              lazyMount
            >
              <Tabs.List overflowX="auto" overflowY="hidden">
                <Tabs.Trigger value="health">
                  Health {report.evaluating && <Spinner size="xs" aria-label="Evaluating" />}
                </Tabs.Trigger>
                <Tabs.Trigger value="environmental">Environmental</Tabs.Trigger>
                <Tabs.Trigger value="ethical">Ethical</Tabs.Trigger>
                <Tabs.Trigger value="company">Company</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="health" pt="5">
                <Health health={ratings?.health} evaluating={report.evaluating} />
              </Tabs.Content>
              <Tabs.Content value="environmental" pt="5">
                <Environmental env={ratings?.environmental} evaluating={report.evaluating} />
              </Tabs.Content>
              <Tabs.Content value="ethical" pt="5">
                <Ethical ethical={ratings?.ethical} evaluating={report.evaluating} />
              </Tabs.Content>
              <Tabs.Content value="company" pt="5">
                <Company entity={entity} />
              </Tabs.Content>
            </Tabs.Root>
          </GridItem>
        </Grid>

        {below}

        <Text fontSize="sm" color="fg.muted" borderTopWidth="1px" pt="4">
          This evaluation is for information only and is not medical, dietary or legal advice. Product formulations can
          change, so always check the packaging for the latest ingredients and allergen information.
        </Text>
        {report.product.metadata?.attribution && report.product.metadata.attribution.length > 0 && (
          <Text fontSize="xs" color="fg.muted">
            {report.product.metadata.attribution.join(' · ')}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
