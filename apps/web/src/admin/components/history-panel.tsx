import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminChange } from '@durio/shared/schemas/admin-changes';
import type { MediaFile } from '@durio/shared/schemas/media';
import { useAdminChanges } from '../api/list-admin-changes';
import { formatDate, formatDateTime } from '@/lib/format';
import { useT, type MessageKey, type Translate } from '@/lib/i18n';
import { RichText } from '@/lib/rich-text';
import { Pager } from './data-table';
import { changedFields, type FieldValue } from './history-fields';
import { QueryStates } from './query-states';
import { orderStatusLabel } from './status-labels';
import { adminPaths } from './admin-paths';

/** The actions the server records, each as a sentence of its own; 'moved to …' and 'duplicated from …' carry a value. */
const actionKeys: Record<string, MessageKey<'admin'>> = {
  created: 'history.action.created',
  updated: 'history.action.updated',
  deleted: 'history.action.deleted',
  archived: 'history.action.archived',
  hidden: 'history.action.hidden',
  shown: 'history.action.shown',
  verified: 'history.action.verified',
  rejected: 'history.action.rejected',
  pending: 'history.action.pending',
  activated: 'history.action.activated',
  deactivated: 'history.action.deactivated',
  replied: 'history.action.replied',
  replyRemoved: 'history.action.replyRemoved',
  weighed: 'history.action.weighed',
};

/** '<who> <did what> <when>' in the page's language; an action the console does not know is shown as it came. */
function ChangeSentence({ change, t }: { change: AdminChange; t: Translate<'admin'> }) {
  const components = {
    0: <span className="font-medium" />,
    1: <time dateTime={change.createdAt} className="text-muted-foreground" />,
  };
  const values = { who: change.actor.name, when: formatDateTime(change.createdAt) };
  const known = actionKeys[change.action];
  if (known) return <RichText area="admin" id={known} values={values} components={components} />;
  const moved = /^moved to (.+)$/.exec(change.action);
  if (moved) {
    const status = orderStatusLabel(t, moved[1]!);
    return <RichText area="admin" id="history.action.movedTo" values={{ ...values, status }} components={components} />;
  }
  // A drop of a pre-order offer is recorded with nothing before it: its fruits and day say what it was.
  if (change.action === 'drop recorded' && change.after) {
    const day = formatDate(String(change.after.fellOn));
    return <RichText area="admin" id="history.action.dropRecorded" values={{ ...values, fruits: Number(change.after.fruits), day }} components={components} />;
  }
  const duplicated = /^duplicated from (.+)$/.exec(change.action);
  if (duplicated) {
    const original = <Link to={adminPaths.product(duplicated[1]!)} className="underline underline-offset-2" />;
    return <RichText area="admin" id="history.action.duplicatedFromOriginal" values={values} components={{ ...components, 2: original }} />;
  }
  return <RichText area="admin" id="history.action.other" values={{ ...values, action: change.action }} components={components} />;
}

/** A field's value: its text, or its pictures as thumbnails (one deleted since says so). */
function FieldValueView({ value, files, t }: { value: FieldValue; files: ReadonlyMap<string, MediaFile>; t: Translate<'admin'> }) {
  if ('text' in value) return <>{value.text}</>;
  return (
    <span className="inline-flex flex-wrap gap-1 align-middle">
      {value.pictures.map((id, index) => {
        const file = files.get(id);
        const name = t('history.value.picture', { number: index + 1 });
        if (!file) return <span key={id}>{t('history.value.deletedPicture')}</span>;
        return (
          <a key={id} href={file.url.original} target="_blank" rel="noreferrer" aria-label={name}>
            <img src={file.url.thumbnail ?? file.url.original} alt={file.caption ?? name} className="size-10 rounded object-cover" loading="lazy" />
          </a>
        );
      })}
    </span>
  );
}

/** An entry that says nothing (a save of an unchanged form, recorded before such saves were left out) is not shown. */
const saysNothing = (change: AdminChange, fields: unknown[]) => change.action === 'updated' && fields.length === 0;

const LIMIT = 50;

/**
 * Every admin change of one object (docs/product/admin-console.md: who, what, when, before and after), newest first, 50 a page:
 * the pager reaches the oldest. The page is the panel's own, not the address's: a list shows a panel per row.
 */
export function HistoryPanel({ entity, entityId }: { entity: string; entityId: string }) {
  const t = useT('admin');
  // Another object (a duplicate opened from its original) starts on its newest changes.
  const object = `${entity}/${entityId}`;
  const [paging, setPaging] = useState({ object, page: 1 });
  const page = paging.object === object ? paging.page : 1;
  const query = useAdminChanges({ entity, entityId, page, limit: LIMIT });
  return (
    <section aria-labelledby={`history-${entityId}`} className="grid gap-3 rounded-lg border p-4">
      <h2 id={`history-${entityId}`} className="text-lg font-semibold">
        {t('history.title')}
      </h2>
      <QueryStates
        query={query}
        loading={t('history.loading')}
        failed={t('history.failed')}
        isEmpty={(data) => data.meta.totalCount === 0}
        empty={{ title: t('history.empty.title'), description: t('history.empty.description') }}
      >
        {(data) => {
          const files = new Map(data.files.map((file) => [file.id, file]));
          return (
            <>
              <ol className="grid gap-3">
                {data.items.map((change) => {
                  const fields = changedFields(t, change);
                  if (saysNothing(change, fields)) return null;
                  return (
                    <li key={change.id} className="grid gap-1 border-l-2 border-emerald-600 pl-3 text-sm">
                      <p>
                        <ChangeSentence change={change} t={t} />
                      </p>
                      {fields.length > 0 && (
                        <dl className="grid gap-0.5 text-xs text-muted-foreground">
                          {fields.map((f) => (
                            <div key={f.key} className="flex flex-wrap items-center gap-1">
                              <dt className="font-medium text-foreground">{f.label}:</dt>
                              <dd className="break-words">
                                {f.before && (
                                  <>
                                    <del>
                                      <FieldValueView value={f.before} files={files} t={t} />
                                    </del>{' '}
                                    →{' '}
                                  </>
                                )}
                                <ins className="no-underline">
                                  <FieldValueView value={f.after} files={files} t={t} />
                                </ins>
                              </dd>
                            </div>
                          ))}
                        </dl>
                      )}
                    </li>
                  );
                })}
              </ol>
              <Pager
                label={t('history.title')}
                page={page}
                limit={LIMIT}
                total={data.meta.totalCount}
                onPage={(next) => setPaging({ object, page: next })}
                placeholder={query.isPlaceholderData}
              />
            </>
          );
        }}
      </QueryStates>
    </section>
  );
}

/** 'History' that loads when opened: for rows of a list, where a panel each would ask the server for every row. */
export function HistoryDisclosure({ entity, entityId }: { entity: string; entityId: string }) {
  const t = useT('admin');
  const [open, setOpen] = useState(false);
  return (
    <details className="text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-muted-foreground hover:text-foreground">{t('history.title')}</summary>
      {open && (
        <div className="mt-2">
          <HistoryPanel entity={entity} entityId={entityId} />
        </div>
      )}
    </details>
  );
}
