import { cleanText } from '@clearcart/text';
import type { OwnershipLink, ProductEntity } from '@clearcart/contracts';
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowDown } from 'lucide-react';
import { EMPTY_TEXT } from '../lib/product-response.ts';
import { Block, Empty, Paragraph, Sources } from './report-parts.tsx';

type LooseEntity = Partial<ProductEntity> & { impact_summary?: string };

const RELATION_LABEL = {
  'brand owner': 'Brand owner',
  parent: 'Parent company',
  'ultimate parent': 'Ultimate parent',
} as const;

/** A link checked more than two years ago, or whose announced change should have happened by now. */
export function mayBeOutOfDate(link: OwnershipLink, today: string): boolean {
  const twoYearsAgo = `${Number(today.slice(0, 4)) - 2}${today.slice(4)}`;
  return (
    (link.pending !== undefined && link.pending.expected < today) ||
    (link.verified_on !== undefined && link.verified_on < twoYearsAgo)
  );
}

/** Brand → owner → ultimate parent, each with its start date and sources; other markets after it. */
function OwnershipChain({ entity }: { entity: LooseEntity }) {
  const chain = entity.insights?.company?.ownership ?? [];
  const markets = entity.insights?.company?.markets ?? [];
  if (chain.length === 0) return null;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Block title="Ownership">
      <Stack gap="1" as="ol" listStyleType="none" aria-label="Ownership chain">
        <Box as="li" borderWidth="1px" rounded="md" p="3">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{entity.brand}</Text>
            <Badge size="sm">Brand</Badge>
          </HStack>
        </Box>
        {chain.map((link, index) => (
          <Box as="li" key={`${link.company}-${index}`}>
            <ArrowDown size={16} aria-hidden="true" style={{ margin: '4px auto' }} />
            <Box borderWidth="1px" rounded="md" p="3">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">{link.company}</Text>
                <Badge size="sm" colorPalette={link.relation === 'ultimate parent' ? 'purple' : 'blue'}>
                  {RELATION_LABEL[link.relation] ?? link.relation}
                </Badge>
                {link.as_of && (
                  <Text fontSize="xs" color="fg.muted">
                    since {link.as_of}
                  </Text>
                )}
                {mayBeOutOfDate(link, today) && (
                  <Badge size="sm" colorPalette="orange">
                    May be out of date
                  </Badge>
                )}
              </HStack>
              {link.pending && (
                <Text fontSize="sm" mt="1">
                  {link.pending.event} Expected by {link.pending.expected}.
                </Text>
              )}
              <Sources sources={link.sources} title="" />
            </Box>
          </Box>
        ))}
      </Stack>
      {markets.length > 0 && (
        <Stack gap="2" mt="3" as="ul" listStyleType="none" aria-label="Ownership in other markets">
          {markets.map((market) => (
            <Box as="li" key={market.text} borderWidth="1px" rounded="md" p="3">
              <Text>{market.text}</Text>
              <Sources sources={market.sources} title="" />
            </Box>
          ))}
        </Stack>
      )}
    </Block>
  );
}

export function CompanyTab({ entity }: { entity: LooseEntity | undefined }) {
  const brand = entity?.insights?.brand;
  const company = entity?.insights?.company;
  const impact = cleanText(entity?.impact_summary);
  const hasBrand = Boolean(
    brand && (brand.history || brand.values || brand.mission || brand.reputation || brand.story),
  );
  const hasCompany = Boolean(
    company && (company.about || company.description || company.sustainability_efforts || company.ownership?.length),
  );
  if (!entity || (!impact && !hasBrand && !hasCompany)) return <Empty text={EMPTY_TEXT.company} />;
  const companyName = company?.name || entity.parent_company || entity.manufacturer || entity.brand || 'the company';
  const valuesAndMission = [brand?.values, brand?.mission].map(cleanText).filter(Boolean).join(' ');

  return (
    <Stack gap="6">
      {impact && (
        <Block title="Company Impact">
          <Text>{impact}</Text>
        </Block>
      )}
      <OwnershipChain entity={entity} />
      {hasBrand && brand && (
        <Block title="Brand Information">
          <Stack gap="3">
            {(brand.history || brand.story) && (
              <Box>
                <Text fontWeight="semibold">History</Text>
                <Paragraph text={brand.history || brand.story} />
              </Box>
            )}
            {valuesAndMission && (
              <Box>
                <Text fontWeight="semibold">Values &amp; Mission</Text>
                <Text>{valuesAndMission}</Text>
              </Box>
            )}
            {brand.reputation && (
              <Box>
                <Text fontWeight="semibold">Reputation</Text>
                <Paragraph text={brand.reputation} />
              </Box>
            )}
            <Sources sources={brand.sources} title="" />
          </Stack>
        </Block>
      )}
      {hasCompany && company && (
        <Block title="Company Information">
          <Stack gap="3">
            {(company.about || company.description) && (
              <Box>
                <Text fontWeight="semibold">About {companyName}</Text>
                <Paragraph text={company.about || company.description} />
                {(company.country || company.founded) && (
                  <Text fontSize="sm" color="fg.muted">
                    {[company.country, company.founded && `founded ${company.founded}`].filter(Boolean).join(' · ')}
                  </Text>
                )}
              </Box>
            )}
            {company.sustainability_efforts && (
              <Box>
                <Text fontWeight="semibold">Sustainability Efforts</Text>
                <Paragraph text={company.sustainability_efforts} />
              </Box>
            )}
          </Stack>
        </Block>
      )}
      <Sources sources={[...(company?.sources ?? []), ...(entity.insights?.product?.sources ?? [])]} />
    </Stack>
  );
}
