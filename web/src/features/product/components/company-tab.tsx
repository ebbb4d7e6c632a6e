import { cleanText } from '@clearcart/text';
import type { OwnershipLink, ProductEntity } from '@clearcart/contracts';
import { ArrowDown } from 'lucide-react';
import { emptyText } from '../lib/product-response.ts';
import { Badge, Block, Empty, Paragraph, Sources } from './report-parts.tsx';
import { useT } from '../../../i18n/react.tsx';
import { languageTag } from '../../../i18n/i18n.ts';
import { onRecord } from '../../../lib/brand.ts';

type LooseEntity = Partial<ProductEntity> & { impact_summary?: string };

const RELATION_LABEL = {
  'brand owner': 'company.relation.brandOwner',
  parent: 'company.relation.parent',
  'ultimate parent': 'company.relation.ultimate',
} as const;

/** Said under statements kept in the company's own language (never machine-translated), and which language it is. */
function SourceLanguageNote({ language }: { language: string | undefined }) {
  const t = useT();
  if (!language) return null;
  const name = new Intl.DisplayNames([languageTag()], { type: 'language' }).of(language) ?? language;
  return <p className="cc-xs cc-muted">{t('company.sourceLanguage', { language: name })}</p>;
}

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
  const t = useT();
  if (chain.length === 0) return null;
  const today = new Date().toISOString().slice(0, 10);
  const language = entity.insights?.company?.language;
  return (
    <Block title={t('company.ownership')}>
      <ol className="cc-col cc-gap-1" aria-label={t('company.chain')}>
        <li className="cc-card">
          <div className="cc-row cc-gap-2">
            <p className="cc-strong" translate="no">
              {onRecord(entity.brand) ?? t('product.brandNotOnRecord')}
            </p>
            <Badge>{t('company.brand')}</Badge>
          </div>
        </li>
        {chain.map((link, index) => (
          <li key={`${link.company}-${index}`}>
            <ArrowDown size={16} aria-hidden="true" className="cc-ownership-arrow" />
            <div className="cc-card">
              <div className="cc-row cc-gap-2">
                <p className="cc-strong" translate="no">
                  {link.company}
                </p>
                <Badge palette={link.relation === 'ultimate parent' ? 'purple' : 'blue'}>
                  {link.relation in RELATION_LABEL ? t(RELATION_LABEL[link.relation]) : link.relation}
                </Badge>
                {link.as_of && <p className="cc-xs cc-muted">{t('company.since', { date: link.as_of })}</p>}
                {mayBeOutOfDate(link, today) && <Badge palette="orange">{t('company.outOfDate')}</Badge>}
              </div>
              {link.pending && (
                <p className="cc-sm cc-mt-1">
                  {/* The announced event is the company's own words, in its language. */}
                  <span translate="no" lang={language}>
                    {link.pending.event}
                  </span>{' '}
                  {t('company.expectedBy', { date: link.pending.expected })}
                </p>
              )}
              <Sources sources={link.sources} title="" />
            </div>
          </li>
        ))}
      </ol>
      {markets.length > 0 && (
        <ul className="cc-col cc-gap-2 cc-mt-3" aria-label={t('company.otherMarkets')}>
          {markets.map((market) => (
            <li key={market.text} className="cc-card">
              <p data-server-text>{market.text}</p>
              <Sources sources={market.sources} title="" />
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

export function CompanyTab({ entity }: { entity: LooseEntity | undefined }) {
  const t = useT();
  const brand = entity?.insights?.brand;
  const company = entity?.insights?.company;
  const impact = cleanText(entity?.impact_summary);
  const hasBrand = Boolean(
    brand && (brand.history || brand.values || brand.mission || brand.reputation || brand.story),
  );
  const hasCompany = Boolean(
    company && (company.about || company.description || company.sustainability_efforts || company.ownership?.length),
  );
  if (!entity || (!impact && !hasBrand && !hasCompany)) return <Empty text={emptyText('company')} />;
  const companyName =
    company?.name || entity.parent_company || entity.manufacturer || onRecord(entity.brand) || t('company.theCompany');
  const valuesAndMission = [brand?.values, brand?.mission].map(cleanText).filter(Boolean).join(' ');

  return (
    <div className="cc-col cc-gap-6">
      {impact && (
        <Block title={t('company.impact')}>
          <p data-server-text>{impact}</p>
        </Block>
      )}
      <OwnershipChain entity={entity} />
      {hasBrand && brand && (
        <Block title={t('company.brandInfo')}>
          {/* The brand's own statements stay in the language it wrote them in, and say so. */}
          <div className="cc-col cc-gap-3" translate={brand.language ? 'no' : undefined} lang={brand.language}>
            {(brand.history || brand.story) && (
              <div>
                <p className="cc-strong" translate="yes" lang={languageTag()}>
                  {t('company.history')}
                </p>
                <Paragraph text={brand.history || brand.story} />
              </div>
            )}
            {valuesAndMission && (
              <div>
                <p className="cc-strong" translate="yes" lang={languageTag()}>
                  {t('company.values')}
                </p>
                <p data-server-text>{valuesAndMission}</p>
              </div>
            )}
            {brand.reputation && (
              <div>
                <p className="cc-strong" translate="yes" lang={languageTag()}>
                  {t('company.reputation')}
                </p>
                <Paragraph text={brand.reputation} />
              </div>
            )}
            <Sources sources={brand.sources} title="" />
          </div>
          <SourceLanguageNote language={brand.language} />
        </Block>
      )}
      {hasCompany && company && (
        <Block title={t('company.info')}>
          <div className="cc-col cc-gap-3" translate={company.language ? 'no' : undefined} lang={company.language}>
            {(company.about || company.description) && (
              <div>
                <p className="cc-strong" translate="yes" lang={languageTag()}>
                  {t('company.about', { company: companyName })}
                </p>
                <Paragraph text={company.about || company.description} />
                {(company.country || company.founded) && (
                  <p className="cc-sm cc-muted" translate="yes" lang={languageTag()}>
                    {company.country && <span data-server-text>{company.country}</span>}
                    {company.country && company.founded && ' · '}
                    {company.founded && t('company.founded', { year: company.founded })}
                  </p>
                )}
              </div>
            )}
            {company.sustainability_efforts && (
              <div>
                <p className="cc-strong" translate="yes" lang={languageTag()}>
                  {t('company.sustainability')}
                </p>
                <Paragraph text={company.sustainability_efforts} />
              </div>
            )}
          </div>
          <SourceLanguageNote language={company.language} />
        </Block>
      )}
      <Sources sources={[...(company?.sources ?? []), ...(entity.insights?.product?.sources ?? [])]} />
    </div>
  );
}
