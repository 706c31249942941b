import { useMemo } from 'react';
import { usePortalStorage } from '../../provider/portal-storage';
import type { ColumnChooserOption } from '../column-chooser';
import { choiceKey, choosableColumns, fitCandidates, lockedColumnIds, parseChoice, serializeChoice } from './column-choice';
import { columnLabel, type DataTableColumn } from './data-table-types';
import { useTableFit } from './use-table-fit';

/**
 * The columns a DataTable shows now: the person's remembered choice ('Columns', kept per user in
 * the host's storage under `tableId`), else every column but those that give way while the
 * table does not fit its box (see {@link useTableFit}). The identifying and status columns are
 * never hidden, whatever was stored.
 */
export function useColumnChoice<Row>(columns: DataTableColumn<Row>[], tableId: string | undefined) {
  const ids = columns.map((column) => `${column.id}${column.hidden ? '~' : ''}${column.emphasis ?? ''}${column.priority ?? ''}`).join(',');
  // The facts depend on the columns' ids and traits only; callers may build new column objects
  // on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const facts = useMemo(() => ({ locked: lockedColumnIds(columns), candidates: fitCandidates(columns), key: choiceKey(tableId, columns) }), [ids, tableId]);
  const [stored, setStored] = usePortalStorage(facts.key);
  const choice = useMemo(() => parseChoice(stored), [stored]);
  const fit = useTableFit({ candidates: facts.candidates, fitting: choice === null, columns });

  const hidden = useMemo(
    () => new Set(choice ? choice.hidden.filter((id) => !facts.locked.has(id)) : fit.hidden.filter((id) => facts.candidates.includes(id))),
    [choice, facts, fit.hidden],
  );

  const options: ColumnChooserOption[] = choosableColumns(columns).map((column) => ({
    id: column.id,
    label: columnLabel(column),
    shown: !hidden.has(column.id),
    locked: facts.locked.has(column.id),
  }));

  /** Shows or hides one column: from now on the table shows exactly what the person sees. */
  const setShown = (id: string, shown: boolean) => {
    const next = new Set(hidden);
    if (shown) next.delete(id);
    else next.add(id);
    setStored(serializeChoice({ hidden: [...next] }));
  };

  const { scrollerRef, onScroll, edges } = fit;
  return { hidden, options, setShown, reset: () => setStored(null), scrollerRef, onScroll, edges };
}
