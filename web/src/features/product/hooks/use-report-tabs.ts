import { useCallback, useContext, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useSearchParams } from 'react-router';
import { DrawnPage, useAfterPaint } from '../../../first-screen/index.ts';
import { keepTopBarHeight } from '../../../lib/top-bar-height.ts';
import { useOpening, type ProductReportState } from './use-product-report.ts';

/** The report's tabs, in their order. */
export const TABS = ['health', 'environmental', 'ethical', 'company'] as const;
export type Tab = (typeof TABS)[number];

/** The open tab and how the report's tabs are laid out while the report arrives (`useReportTabs`). */
export interface ReportTabs {
  tab: Tab;
  /** Opens a tab (from the tabs or a score card). */
  openTab(value: Tab): void;
  /** Whether what follows the first screen is drawn: the open tab, the details, the better choices. */
  drawn: boolean;
  /** The open tab waits for the evaluation, or to be drawn. */
  waiting: boolean;
  /** The tabs' box: it sticks under the top bar. */
  tabsRef(element: HTMLDivElement | null): (() => void) | undefined;
  /** The tabs' box's height, held while its content arrives. */
  holdStyle: CSSProperties | undefined;
}

/**
 * The open tab lives in the address (?tab=ethical), so a reload or a shared link keeps it; switching replaces the
 * entry so Back still leaves the report. The first screen (name, alerts, scores, the tabs' names) is drawn at once; the
 * open tab, the details and what follows them once it has painted (a long report took a slow phone half a second before
 * anything showed). The report the app opened on, on a page the server drew, was drawn whole.
 */
export function useReportTabs(report: ProductReportState): ReportTabs {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') ?? 'health';
  const tab = (TABS as readonly string[]).includes(requested) ? (requested as Tab) : 'health';

  const opening = useOpening();
  const drawn = useAfterPaint(Boolean(report.product), useContext(DrawnPage) && opening);
  // While the open tab waits for the evaluation, or to be drawn, its box holds a screen's height (report.css), so what
  // follows it does not jump when it arrives. Then the box keeps only the part of that height still on screen, so
  // nothing in sight moves up under a short tab either; opening a tab lets it go (a move the shopper asked for).
  const waiting = (report.evaluating && tab !== 'company') || !drawn;
  const settled = !report.evaluating && drawn;
  const [hold, setHold] = useState<number>();
  const waited = useRef(waiting);
  const tabsBox = useRef<HTMLDivElement | null>(null);
  // The tabs stick under the top bar, whose height they are given.
  const tabsRef = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    tabsBox.current = element;
    const stop = keepTopBarHeight(element);
    return () => {
      stop();
      tabsBox.current = null;
    };
  }, []);
  useLayoutEffect(() => {
    if (waited.current && settled) {
      const top = tabsBox.current?.getBoundingClientRect().top;
      if (top !== undefined && top < window.innerHeight) setHold(Math.round(window.innerHeight - top));
    }
    waited.current = waiting;
  }, [waiting, settled]);

  // When the shopper has scrolled past the tabs' top, the tab opened is brought back into view: a tab opened at the
  // end of a long one starts at its beginning.
  const openTab = useCallback(
    (value: Tab) => {
      setHold(undefined);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === 'health') next.delete('tab');
          else next.set('tab', value);
          return next;
        },
        { replace: true },
      );
      const tabs = document.getElementById('report-tabs');
      if (tabs && tabs.getBoundingClientRect().top < 0) tabs.scrollIntoView({ block: 'start' });
    },
    [setParams],
  );

  return { tab, openTab, drawn, waiting, tabsRef, holdStyle: hold === undefined ? undefined : { minHeight: hold } };
}
