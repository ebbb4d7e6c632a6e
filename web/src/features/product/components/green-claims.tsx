import { cleanText } from '@clearcart/text';
import type { GreenClaimsCheck } from '@clearcart/contracts';
import { useT } from '../../../i18n/react.tsx';
import { Badge, Block, InfoCard, Sources, type Palette } from './report-parts.tsx';

const ALLOWED_COLOR: Record<GreenClaimsCheck['claims'][number]['allowed'], Palette> = {
  yes: 'green',
  unless: 'orange',
  no: 'red',
};

/** The claims check of the Environmental tab: each claim on the pack, its verdict and the rule it rests on. */
export function GreenClaims({ check }: { check: GreenClaimsCheck | undefined }) {
  const t = useT();
  if (!check || check.claims.length === 0) return null;
  return (
    <Block title={t('env.claims.title')}>
      <div className="cc-col cc-gap-3" data-testid="green-claims">
        <p data-server-text>{cleanText(check.summary)}</p>
        {check.claims.map((claim, i) => (
          <InfoCard
            key={`${claim.claim}-${i}`}
            title={claim.claim}
            titleFromServer
            highlighted={claim.allowed !== 'yes'}
            badges={<Badge palette={ALLOWED_COLOR[claim.allowed]}>{t(`env.claims.allowed.${claim.allowed}`)}</Badge>}
          >
            <p className="cc-sm cc-muted">{t(`env.claims.from.${claim.from}`)}</p>
            <p className="cc-sm" data-server-text>
              {cleanText(claim.details)}
            </p>
            <p className="cc-sm cc-muted" data-server-text>
              {t('env.claims.rule', { rule: claim.rule })}
            </p>
            <Sources sources={claim.sources} title="" />
          </InfoCard>
        ))}
        <p className="cc-sm cc-muted" data-server-text>
          {cleanText(check.scope)}
        </p>
      </div>
    </Block>
  );
}
