import { useState } from 'react';
import type { AdminChange } from '@durio/shared/schemas/admin-changes';
import { useAdminQuery } from '../api/admin-api';
import { apiPaths } from '@/lib/paths';
import { QueryStates } from './query-states';

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Timestamps and ids change on every write and say nothing to the owner. */
const quietFields = new Set(['updatedAt', 'createdAt', 'id', 'searchDocument']);

/** The fields a change touched, before → after. */
function changedFields(change: AdminChange): { field: string; before: string; after: string }[] {
  if (!change.before || !change.after) return [];
  const fields = new Set([...Object.keys(change.before), ...Object.keys(change.after)]);
  return [...fields]
    .filter((field) => !quietFields.has(field) && JSON.stringify(change.before![field]) !== JSON.stringify(change.after![field]))
    .map((field) => ({ field, before: shown(change.before![field]), after: shown(change.after![field]) }));
}

const when = new Intl.DateTimeFormat('en-MY', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kuala_Lumpur' });

/** Every admin change of one object (DECISIONS §6: who, what, when, before and after), newest first. */
export function HistoryPanel({ entity, entityId }: { entity: string; entityId: string }) {
  const query = useAdminQuery<{ items: AdminChange[] }>(apiPaths.admin.changes, { entity, entityId, limit: 50 });
  return (
    <section aria-labelledby={`history-${entityId}`} className="grid gap-3 rounded-lg border p-4">
      <h2 id={`history-${entityId}`} className="text-lg font-semibold">
        History
      </h2>
      <QueryStates
        query={query}
        loading="Loading history..."
        failed="Failed to load the history"
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: 'No changes yet', description: 'Changes made in the console show here.' }}
      >
        {(data) => (
          <ol className="grid gap-3">
            {data.items.map((change) => {
              const fields = changedFields(change);
              return (
                <li key={change.id} className="grid gap-1 border-l-2 border-emerald-600 pl-3 text-sm">
                  <p>
                    <span className="font-medium">{change.actor.name}</span> {change.action}{' '}
                    <time dateTime={change.createdAt} className="text-muted-foreground">
                      {when.format(new Date(change.createdAt))}
                    </time>
                  </p>
                  {fields.length > 0 && (
                    <dl className="grid gap-0.5 text-xs text-muted-foreground">
                      {fields.map((f) => (
                        <div key={f.field} className="flex flex-wrap gap-1">
                          <dt className="font-medium text-foreground">{f.field}:</dt>
                          <dd className="break-all">
                            <del>{f.before}</del> → <ins className="no-underline">{f.after}</ins>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </QueryStates>
    </section>
  );
}

/** 'History' that loads when opened: for rows of a list, where a panel each would ask the server for every row. */
export function HistoryDisclosure({ entity, entityId }: { entity: string; entityId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-muted-foreground hover:text-foreground">History</summary>
      {open && (
        <div className="mt-2">
          <HistoryPanel entity={entity} entityId={entityId} />
        </div>
      )}
    </details>
  );
}
