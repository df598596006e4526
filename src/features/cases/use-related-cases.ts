/**
 * The Related Cases of a case page: the build-time default list, replaced after mount by the
 * context's list (caseDetail with id, type, shop_id, t_id) when the URL carries a type. A failed
 * call keeps the build-time list.
 */
import * as React from 'react';
import type { CaseCard } from '../../../contract/goods';
import { fetchCaseDetail } from '../../services/cases';
import { caseDetailParams, needsLiveRelated, parseCaseContext, type CaseContext } from './case-links';

export interface RelatedCases {
  cases: readonly CaseCard[];
  context: CaseContext;
  /** 'static': build-time list; 'live': the context's list; 'loading'; 'fallback': the call failed. */
  source: 'static' | 'loading' | 'live' | 'fallback';
}

export function useRelatedCases(id: number, defaults: readonly CaseCard[], search: string): RelatedCases {
  const [state, setState] = React.useState<RelatedCases>({ cases: defaults, context: {}, source: 'static' });

  React.useEffect(() => {
    const context = parseCaseContext(search);
    if (!needsLiveRelated(context)) {
      setState({ cases: defaults, context, source: 'static' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ cases: defaults, context, source: 'loading' });
    fetchCaseDetail(caseDetailParams(id, context), controller.signal)
      .then((detail) => {
        if (!controller.signal.aborted) setState({ cases: detail.cases ?? [], context, source: 'live' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ cases: defaults, context, source: 'fallback' });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- defaults are static per page
  }, [id, search]);

  return state;
}
