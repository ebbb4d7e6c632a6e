import type { ProductResponse } from '@clearcart/contracts';
import { useState } from 'react';
import { Tabs } from '../../../components/tabs.tsx';
import { gatherCertifications, healthAlerts, reliabilityBadge } from '../lib/derive.ts';
import { extractRatings } from '../lib/product-response.ts';
import { recommendationTexts, sourceViews } from '../lib/text.ts';
import './report.css';
import { useT } from '../../../i18n/react.tsx';

/** Dotted paths and their types, three levels deep: the response's structure at a glance. */
export function describeStructure(value: unknown, path = '', depth = 0, out: string[] = []): string[] {
  const type = Array.isArray(value) ? `array(${value.length})` : value === null ? 'null' : typeof value;
  if (path) out.push(`${path}: ${type}`);
  if (depth >= 3 || typeof value !== 'object' || value === null || Array.isArray(value)) return out;
  for (const [key, child] of Object.entries(value))
    describeStructure(child, path ? `${path}.${key}` : key, depth + 1, out);
  return out;
}

function Json({ value }: { value: unknown }) {
  return (
    <pre tabIndex={0} translate="no">
      <code>{typeof value === 'string' ? value : JSON.stringify(value, null, 2)}</code>
    </pre>
  );
}

type DebugTab = 'raw' | 'normalised' | 'structure' | 'full';

/** Technical view of the raw evaluation (toggled by clicking the product name). */
export function DebugPanel({ evaluation }: { evaluation: ProductResponse }) {
  const [tab, setTab] = useState<DebugTab>('raw');
  const t = useT();
  const health = extractRatings(evaluation)?.health;
  const normalised = health && {
    reliability: reliabilityBadge(health.reliability),
    recommendations: recommendationTexts(health.recommendations),
    certifications: gatherCertifications({ certifications: health.certifications }),
    alerts: healthAlerts(health),
    sources: sourceViews(health.sources),
  };
  return (
    <div id="debug-panel" className="cc-debug">
      <h2 className="cc-h-sm cc-mb-2">{t('debug.title')}</h2>
      <Tabs<DebugTab>
        value={tab}
        onValueChange={setTab}
        keepVisited
        panelGap={0.75}
        tabs={[
          { value: 'raw', label: t('debug.raw'), panel: <Json value={health ?? t('debug.noHealth')} /> },
          {
            value: 'normalised',
            label: t('debug.normalised'),
            panel: <Json value={normalised ?? t('debug.noHealth')} />,
          },
          {
            value: 'structure',
            label: t('debug.structure'),
            panel: <Json value={describeStructure(evaluation).join('\n')} />,
          },
          { value: 'full', label: t('debug.full'), panel: <Json value={evaluation} /> },
        ]}
      />
    </div>
  );
}
