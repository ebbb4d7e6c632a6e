import { cleanText } from '@clearcart/text';
import type { OwnershipLink, ProductEntity } from '@clearcart/contracts';
import { ArrowDown } from 'lucide-react';
import { EMPTY_TEXT } from '../lib/product-response.ts';
import { Badge, Block, Empty, Paragraph, Sources } from './report-parts.tsx';

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
      <ol className="cc-col cc-gap-1" aria-label="Ownership chain">
        <li className="cc-card">
          <div className="cc-row cc-gap-2">
            <p className="cc-strong">{entity.brand}</p>
            <Badge>Brand</Badge>
          </div>
        </li>
        {chain.map((link, index) => (
          <li key={`${link.company}-${index}`}>
            <ArrowDown size={16} aria-hidden="true" className="cc-ownership-arrow" />
            <div className="cc-card">
              <div className="cc-row cc-gap-2">
                <p className="cc-strong">{link.company}</p>
                <Badge palette={link.relation === 'ultimate parent' ? 'purple' : 'blue'}>
                  {RELATION_LABEL[link.relation] ?? link.relation}
                </Badge>
                {link.as_of && <p className="cc-xs cc-muted">since {link.as_of}</p>}
                {mayBeOutOfDate(link, today) && <Badge palette="orange">May be out of date</Badge>}
              </div>
              {link.pending && (
                <p className="cc-sm cc-mt-1">
                  {link.pending.event} Expected by {link.pending.expected}.
                </p>
              )}
              <Sources sources={link.sources} title="" />
            </div>
          </li>
        ))}
      </ol>
      {markets.length > 0 && (
        <ul className="cc-col cc-gap-2 cc-mt-3" aria-label="Ownership in other markets">
          {markets.map((market) => (
            <li key={market.text} className="cc-card">
              <p>{market.text}</p>
              <Sources sources={market.sources} title="" />
            </li>
          ))}
        </ul>
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
    <div className="cc-col cc-gap-6">
      {impact && (
        <Block title="Company Impact">
          <p>{impact}</p>
        </Block>
      )}
      <OwnershipChain entity={entity} />
      {hasBrand && brand && (
        <Block title="Brand Information">
          <div className="cc-col cc-gap-3">
            {(brand.history || brand.story) && (
              <div>
                <p className="cc-strong">History</p>
                <Paragraph text={brand.history || brand.story} />
              </div>
            )}
            {valuesAndMission && (
              <div>
                <p className="cc-strong">Values &amp; Mission</p>
                <p>{valuesAndMission}</p>
              </div>
            )}
            {brand.reputation && (
              <div>
                <p className="cc-strong">Reputation</p>
                <Paragraph text={brand.reputation} />
              </div>
            )}
            <Sources sources={brand.sources} title="" />
          </div>
        </Block>
      )}
      {hasCompany && company && (
        <Block title="Company Information">
          <div className="cc-col cc-gap-3">
            {(company.about || company.description) && (
              <div>
                <p className="cc-strong">About {companyName}</p>
                <Paragraph text={company.about || company.description} />
                {(company.country || company.founded) && (
                  <p className="cc-sm cc-muted">
                    {[company.country, company.founded && `founded ${company.founded}`].filter(Boolean).join(' · ')}
                  </p>
                )}
              </div>
            )}
            {company.sustainability_efforts && (
              <div>
                <p className="cc-strong">Sustainability Efforts</p>
                <Paragraph text={company.sustainability_efforts} />
              </div>
            )}
          </div>
        </Block>
      )}
      <Sources sources={[...(company?.sources ?? []), ...(entity.insights?.product?.sources ?? [])]} />
    </div>
  );
}
