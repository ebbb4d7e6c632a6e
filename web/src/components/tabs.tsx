import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface Tab<T extends string> {
  value: T;
  label: ReactNode;
  panel: ReactNode;
}

interface TabsProps<T extends string> {
  tabs: readonly Tab<T>[];
  value: T;
  onValueChange: (value: T) => void;
  /** `line`: an underline under the chosen tab (the report); `enclosed`: a segmented control (the search modes). */
  variant?: 'line' | 'enclosed';
  /** The tabs share the row's width equally. */
  fitted?: boolean;
  /** A tab opened once stays rendered (hidden) when another is chosen; otherwise it is unmounted. */
  keepVisited?: boolean;
  /** Space above each panel, in rem. */
  panelGap?: number;
}

/**
 * Tabs in plain elements, following the WAI-ARIA tabs pattern (arrow keys, Home and End move and choose): the pages
 * a first visit lands on render without the UI kit's runtime styling (docs/decisions/021-first-paint-budget.md).
 * A panel is rendered when its tab is first chosen, never all up front.
 */
export function Tabs<T extends string>({
  tabs,
  value,
  onValueChange,
  variant = 'line',
  fitted = false,
  keepVisited = false,
  panelGap = 1.25,
}: TabsProps<T>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const [visited, setVisited] = useState<ReadonlySet<T>>(() => new Set([value]));
  if (!visited.has(value)) setVisited(new Set([...visited, value]));

  const choose = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onValueChange(tab.value);
    list.current?.querySelector<HTMLButtonElement>(`[data-value="${tab.value}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const current = tabs.findIndex((tab) => tab.value === value);
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: -1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div className={`cc-tabs cc-tabs-${variant}${fitted ? ' cc-tabs-fitted' : ''}`}>
      <div role="tablist" aria-orientation="horizontal" className="cc-tablist" ref={list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.value}`}
              tabIndex={selected ? 0 : -1}
              data-value={tab.value}
              className="cc-tab"
              onClick={() => onValueChange(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        if (!selected && !(keepVisited && visited.has(tab.value))) return null;
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={`${id}-panel-${tab.value}`}
            aria-labelledby={`${id}-tab-${tab.value}`}
            tabIndex={0}
            hidden={!selected}
            className="cc-tabpanel"
            style={{ paddingTop: `${panelGap}rem` }}
          >
            {tab.panel}
          </div>
        );
      })}
    </div>
  );
}
