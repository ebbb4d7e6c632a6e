import { Badge, Box, Button, Container, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { HeartPulse, Leaf, Scale, ScanBarcode } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { APP_NAME } from '../../config/constants.ts';

interface Feature {
  key: 'environment' | 'health' | 'ethical';
  title: string;
  description: string;
  icon: ReactNode;
  color: string;
}

const FEATURES: Feature[] = [
  {
    key: 'environment',
    title: 'Environmental & Sustainability',
    description:
      'See the carbon footprint, packaging, palm oil and certifications behind a product, so you can choose the lighter option.',
    icon: <Leaf />,
    color: 'green',
  },
  {
    key: 'health',
    title: 'Health & Allergen Information',
    description:
      'Spot allergens, additives and ingredients of concern at a glance, matched against the preferences you set.',
    icon: <HeartPulse />,
    color: 'blue',
  },
  {
    key: 'ethical',
    title: 'Ethical & Animal Welfare',
    description: 'Understand labour practices, animal testing and animal welfare, and who owns the brand.',
    icon: <Scale />,
    color: 'purple',
  },
];

export function HomeRoute() {
  return (
    <>
      <PageTitle page="Make Informed Choices About Products" />
      <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" py={{ base: '12', md: '20' }}>
        <Container maxW="4xl" textAlign="center">
          <Stack gap="6" align="center">
            <Badge colorPalette="brand" variant="subtle" size="lg" rounded="full" px="3">
              Make Better Choices
            </Badge>
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.15">
              Make Informed Choices About Products
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
              {APP_NAME} explains the environmental impact, health effects, animal welfare, allergens and ethical
              production behind the products you buy.
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
              <Button size="lg" asChild>
                <RouterLink to="/search">Search Products</RouterLink>
              </Button>
              <Button size="lg" variant="outline" asChild>
                <RouterLink to="/search" state={{ tab: 1 }}>
                  <ScanBarcode aria-hidden="true" /> Scan a barcode
                </RouterLink>
              </Button>
              <Button size="lg" variant="outline" asChild>
                <RouterLink to="/preferences">Set Your Preferences</RouterLink>
              </Button>
            </Stack>
          </Stack>
        </Container>
      </Box>

      <Container maxW="6xl" py={{ base: '10', md: '16' }} as="section" aria-labelledby="how-heading">
        <Heading as="h2" id="how-heading" size="2xl" textAlign="center" mb="8">
          How {APP_NAME} Helps
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {FEATURES.map((feature) => (
            <Box
              key={feature.key}
              data-feature={feature.key}
              borderWidth="1px"
              borderTopWidth="4px"
              borderTopColor={`${feature.color}.500`}
              rounded="lg"
              p="6"
              bg="bg.panel"
              shadow="sm"
            >
              <Icon size="xl" color={`${feature.color}.fg`} mb="3" aria-hidden="true">
                {feature.icon}
              </Icon>
              <Heading as="h3" size="md" mb="2">
                {feature.title}
              </Heading>
              <Text color="fg.muted">{feature.description}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>

      <Box bg="brand.subtle" py={{ base: '10', md: '14' }} as="section" aria-labelledby="cta-heading">
        <Container maxW="3xl" textAlign="center">
          <Stack gap="4" align="center">
            <Heading as="h2" id="cta-heading" size="2xl">
              Make Better Choices Today
            </Heading>
            <Text color="fg.muted">Type a name, snap a photo or upload an image to get a full report in seconds.</Text>
            <Button size="lg" asChild>
              <RouterLink to="/search">Search Your First Product</RouterLink>
            </Button>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
