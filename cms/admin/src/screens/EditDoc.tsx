// The edit form of an item or singleton page, generated from the schema call: save the draft
// (also Ctrl/Cmd+S), publish, unpublish, discard, delete; conflicts, history, preview; unsaved
// input kept in the browser and a prompt before leaving it (docs/product/editing.md#the-console).
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useBlocker, useNavigate, useParams } from 'react-router';
import { ApiError, call, get } from '../lib/api';
import { TYPE_LABELS, apiPath, editPath, typeLabel } from '../lib/catalogue';
import { contentPath, isPageKey } from '../../../../contract/routes';
import type { EditorDoc, JsonSchema, SchemaAnswer } from '../lib/types';
import { FieldControl } from '../form/FieldControl';
import { blankOf, fieldLabel, itemTitle, kindOf } from '../form/field-kinds';
import { ConflictDialog } from '../form/ConflictDialog';
import { errorPlace } from '../form/error-place';
import { Revisions } from '../form/Revisions';
import { PreviewButton } from '../form/PreviewButton';
import { SchedulePanel } from '../schedule/SchedulePanel';
import { dropLocal, readLocal, sameData, writeLocal, type LocalDraft } from '../form/local-draft';
import { ErrorNote } from '../ui/ErrorNote';
import { Dialog } from '../ui/Dialog';
import { StateBadge, when } from '../ui/StateBadge';
import { useAnnounce } from '../ui/announce';
import { NotFound } from './NotFound';
import { ItemLive } from '../live/ItemLive';

type Values = Record<string, unknown>;

/** The headline as the site's page holds it (the schema's `x-title` field), which the preview is checked for. */
const headlineOf = (schema: JsonSchema, d: Values) => {
  const field = schema['x-title'];
  return field && typeof d[field] === 'string' ? (d[field] as string) : '';
};

export function EditDoc() {
  const params = useParams();
  const type = params.key ? 'page' : (params.type ?? '');
  const id = params.key ?? params.id ?? 'new';
  const isNew = id === 'new';
  const schemaQ = useQuery({ queryKey: ['schema'], queryFn: () => get<SchemaAnswer>('/api/editor/schema'), staleTime: Infinity });
  const docQ = useQuery({
    queryKey: ['doc', type, id],
    queryFn: async () => {
      const a = await call<EditorDoc>('GET', apiPath(type, id));
      return { doc: a.data, etag: a.etag };
    },
    enabled: !isNew,
    staleTime: 0,
    gcTime: 0,
  });
  const known = type === 'page' ? isPageKey(id) : type in TYPE_LABELS;
  if (!known) return <NotFound />;
  const schema = schemaQ.data ? (type === 'page' ? schemaQ.data.pages[id] : schemaQ.data.types[type]) : undefined;
  if (schemaQ.isError || docQ.isError)
    return (
      <>
        <h1>{typeLabel(type)}</h1>
        <ErrorNote error={schemaQ.error ?? docQ.error} retry={() => void (schemaQ.isError ? schemaQ.refetch() : docQ.refetch())} />
      </>
    );
  if (!schema || (!isNew && !docQ.data))
    return (
      <p role="status" className="muted">
        Loading…
      </p>
    );
  const initial: { doc: EditorDoc | null; etag: string | null } = isNew ? { doc: null, etag: null } : docQ.data!;
  return <Form key={`${type}/${id}/${initial.doc?.version ?? 0}`} type={type} id={id} schema={schema} initial={initial} />;
}

function Form({ type, id, schema, initial }: { type: string; id: string; schema: JsonSchema; initial: { doc: EditorDoc | null; etag: string | null } }) {
  const isNew = id === 'new';
  const qc = useQueryClient();
  const navigate = useNavigate();
  const say = useAnnounce();
  const fields = Object.entries(schema.properties ?? {});
  const blank = useCallback(() => blankOf(schema.properties ?? {}) as Values, [schema]);
  const [doc, setDoc] = useState<EditorDoc | null>(initial.doc);
  const [etag, setEtag] = useState<string | null>(initial.etag);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({ defaultValues: initial.doc?.data ?? blank(), mode: 'onSubmit' });
  const { control, handleSubmit, reset, setError, getValues, formState, clearErrors } = form;
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [theirs, setTheirs] = useState<EditorDoc | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [offered, setOffered] = useState<LocalDraft | null>(() => {
    const local = readLocal(type, id);
    return local && !sameData(local.values, initial.doc?.data ?? blank()) ? local : null;
  });
  const base = apiPath(type, id);
  // a page by its name ("PPF page"), an item by its title field, never by its id
  const noun = (schema.title ?? 'item').toLowerCase();
  const label = isNew ? `New ${noun}` : type === 'page' ? (schema.title ?? id) : itemTitle(schema, doc?.data) || `Untitled ${noun}`;

  // keep unsaved input in the browser as it is typed
  const version = doc?.version ?? null;
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true, isDirty: true },
        callback: ({ values, isDirty }) => {
          if (isDirty) writeLocal(type, id, values, version);
        },
      }),
    [form, type, id, version],
  );

  const dirty = formState.isDirty;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !busy && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** A workflow step answered: the new version becomes the form's base. */
  const settle = (next: EditorDoc, newEtag: string | null, message: string) => {
    setEtag(newEtag ?? `"v${next.version}"`);
    setDoc(next);
    reset(next.data);
    dropLocal(type, id);
    setNotice({ kind: 'ok', text: message });
    say(message);
    void qc.invalidateQueries({ queryKey: ['list', type] });
    void qc.invalidateQueries({ queryKey: ['overview'] });
    void qc.invalidateQueries({ queryKey: ['pages'] });
    // a publish, unpublish or discard changes what goes live: ask again at once
    void qc.invalidateQueries({ queryKey: ['releases'] });
  };

  const fail = (err: unknown, what: string) => {
    if (err instanceof ApiError && err.status === 409 && (err.data as { current?: EditorDoc } | null)?.current) {
      setTheirs((err.data as { current: EditorDoc }).current);
      say('Not saved: someone else saved this meanwhile. Compare the versions in the dialog.');
      return;
    }
    if (err instanceof ApiError && err.status === 401) {
      setNotice({ kind: 'error', text: 'Your session has ended. Your input is kept in this browser: sign in again (in a new tab) and save.' });
      say('Your session has ended. Your input is kept in this browser.');
      return;
    }
    const errors = err instanceof ApiError ? err.fieldErrors : [];
    let first: string | null = null;
    for (const e of errors) {
      const place = errorPlace(schema, e.path);
      if (place) {
        setError(place.field, { type: 'server', message: `${e.message}${place.inside ? ` (at ${place.inside})` : ''}` });
        first ??= place.field;
      }
    }
    const text = errors.length
      ? `${what}: ${errors.length} ${errors.length === 1 ? 'field needs' : 'fields need'} attention.`
      : `${what}: ${(err as Error).message}`;
    setNotice({ kind: 'error', text });
    say(text);
    if (first) document.getElementById(`f-${first}`)?.focus();
  };

  const save = async (values: Values, overwriteWith?: string) => {
    setBusy(true);
    setNotice(null);
    clearErrors();
    try {
      if (isNew) {
        const a = await call<EditorDoc>('POST', `/api/editor/items/${type}`, { data: values });
        dropLocal(type, id);
        reset(a.data.data);
        say('Draft created.');
        navigate(editPath(type, a.data.id), { replace: true });
        return;
      }
      const a = await call<EditorDoc>('PUT', base, { data: values }, { 'if-match': overwriteWith ?? etag ?? '*' });
      settle(a.data, a.etag, `Draft saved (version ${a.data.version}).`);
    } catch (err) {
      fail(err, 'Not saved');
    } finally {
      setBusy(false);
    }
  };
  const onSave = handleSubmit(
    (v) => save(v),
    (errs) => {
      const n = Object.keys(errs).length;
      const text = `Not saved: ${n} ${n === 1 ? 'field needs' : 'fields need'} attention.`;
      setNotice({ kind: 'error', text });
      say(text);
    },
  );

  const step = async (name: 'publish' | 'unpublish' | 'discard', message: string) => {
    let current = etag;
    if (dirty && name === 'publish') {
      // publish what is on screen: save it first
      setBusy(true);
      try {
        const a = await call<EditorDoc>('PUT', base, { data: getValues() }, { 'if-match': etag ?? '*' });
        current = a.etag;
      } catch (err) {
        setBusy(false);
        return fail(err, 'Not published');
      }
    }
    setBusy(true);
    setNotice(null);
    try {
      const a = await call<EditorDoc>('POST', `${base}/${name}`, undefined, current ? { 'if-match': current } : {});
      settle(a.data, a.etag, message);
    } catch (err) {
      fail(err, `Not done (${name})`);
    } finally {
      setBusy(false);
    }
  };

  const restore = async (n: number) => {
    setBusy(true);
    try {
      const a = await call<EditorDoc>('POST', `${base}/revisions/${n}/restore`, undefined, etag ? { 'if-match': etag } : {});
      settle(a.data, a.etag, `Revision ${n} restored as the draft.`);
    } catch (err) {
      fail(err, 'Not restored');
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setConfirmDelete(false);
    setBusy(true);
    try {
      await call('DELETE', base, undefined, { 'if-match': etag ?? '*' });
      dropLocal(type, id);
      reset(getValues());
      say('Deleted.');
      void qc.invalidateQueries({ queryKey: ['list', type] });
      void qc.invalidateQueries({ queryKey: ['overview'] });
      navigate(`/items/${type}`);
    } catch (err) {
      fail(err, 'Not deleted');
    } finally {
      setBusy(false);
    }
  };

  // Ctrl/Cmd+S saves the draft
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        formRef.current?.requestSubmit();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const state = doc?.state;
  const previewPath = isNew ? null : contentPath(type, id);
  return (
    <>
      <nav aria-label="Breadcrumb" className="crumbs">
        <Link to={type === 'page' ? '/pages' : `/items/${type}`}>{typeLabel(type)}</Link>
      </nav>
      <div className="title-row">
        <h1>{label}</h1>
        {state && <StateBadge state={state} />}
      </div>
      {doc && (
        <p className="muted small">
          Version {doc.version}, last saved {when(doc.updated_at)} by {doc.updated_by}
          {dirty ? ' · unsaved changes' : ''}
        </p>
      )}
      {offered && (
        <div className="note note-warn" role="region" aria-label="Unsaved input found">
          <p>
            You have unsaved input for this {type === 'page' ? 'page' : 'item'} from {when(offered.at)}, kept in this browser.
          </p>
          <div className="row-actions">
            <button
              type="button"
              className="btn"
              onClick={() => {
                reset(initial.doc?.data ?? blank());
                for (const [k, v] of Object.entries(offered.values)) form.setValue(k, v, { shouldDirty: true });
                setOffered(null);
                say('Your unsaved input is back in the form. Save it to keep it.');
              }}
            >
              Restore my input
            </button>
            <button
              type="button"
              className="btn btn-quiet"
              onClick={() => {
                dropLocal(type, id);
                setOffered(null);
              }}
            >
              Discard it
            </button>
          </div>
        </div>
      )}
      {notice && (
        <div className={`note ${notice.kind === 'ok' ? 'note-ok' : 'note-error'}`} role={notice.kind === 'error' ? 'alert' : undefined}>
          <p>{notice.text}</p>
        </div>
      )}
      <div className="edit-layout">
        <form
          ref={formRef}
          className="card doc-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void onSave();
          }}
          aria-label={`Edit ${label}`}
        >
          {fields.map(([name, s]) => (
            <Controller
              key={name}
              name={name}
              control={control}
              rules={fieldRules(name, s)}
              render={({ field, fieldState }) => (
                <FieldControl name={name} schema={s} path={name} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
              )}
            />
          ))}
          <div className="actions" role="group" aria-label="Save and publish">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              Save draft
            </button>
            {!isNew && (
              <button type="button" className="btn" disabled={busy || (state === 'published' && !dirty)} onClick={() => void step('publish', 'Published.')}>
                Publish
              </button>
            )}
            {!isNew && type !== 'page' && (state === 'published' || state === 'changed') && (
              <button type="button" className="btn" disabled={busy} onClick={() => void step('unpublish', 'Unpublished: the site no longer shows it.')}>
                Unpublish
              </button>
            )}
            {!isNew && doc?.has_draft && (state === 'changed' || type === 'page') && (
              <button type="button" className="btn" disabled={busy} onClick={() => void step('discard', 'Draft discarded: back to the published version.')}>
                Discard draft
              </button>
            )}
            {!isNew && type !== 'page' && (
              <button type="button" className="btn btn-danger" disabled={busy} onClick={() => setConfirmDelete(true)}>
                Delete
              </button>
            )}
            {/* beside Publish, where the eye is when it is pressed (the bar stays in view on a wide screen) */}
            {!isNew && doc && <ItemLive type={type} id={id} withdrawn={state === 'unpublished'} />}
          </div>
          <p className="muted small">Ctrl+S (⌘S) saves the draft.</p>
        </form>
        {!isNew && doc && (
          <aside className="side" aria-label="Preview, schedule and history">
            <section className="card" aria-labelledby="preview-h">
              <h2 id="preview-h">Preview</h2>
              <PreviewButton path={previewPath} expect={headlineOf(schema, doc.data)} dirty={dirty} />
            </section>
            {state !== 'deleted' && <SchedulePanel type={type} id={id} version={doc.version} dirty={dirty} />}
            <Revisions base={base} version={doc.version} onRestore={(n) => void restore(n)} busy={busy} />
          </aside>
        )}
      </div>
      <ConflictDialog
        theirs={theirs}
        mine={getValues()}
        onClose={() => setTheirs(null)}
        onReload={() => {
          const t = theirs!;
          setTheirs(null);
          settle(t, `"v${t.version}"`, 'Their version is loaded; yours was dropped.');
        }}
        onOverwrite={() => {
          const t = theirs!;
          setTheirs(null);
          void save(getValues(), `"v${t.version}"`);
        }}
      />
      <Dialog open={confirmDelete} title="Delete this item?" onClose={() => setConfirmDelete(false)}>
        <p>“{label}” will be removed from the console and, if published, from the site. Its history stays in the audit log.</p>
        <div className="row-actions">
          <button type="button" className="btn btn-danger" onClick={() => void remove()}>
            Delete
          </button>
          <button type="button" className="btn" onClick={() => setConfirmDelete(false)}>
            Cancel
          </button>
        </div>
      </Dialog>
      <Dialog open={blocker.state === 'blocked'} title="Leave without saving?" onClose={() => blocker.reset?.()}>
        <p>Your changes are not saved. They stay in this browser and are offered back when you open this form again.</p>
        <div className="row-actions">
          <button type="button" className="btn" onClick={() => blocker.reset?.()}>
            Stay here
          </button>
          <button type="button" className="btn btn-danger" onClick={() => blocker.proceed?.()}>
            Leave
          </button>
        </div>
      </Dialog>
    </>
  );
}

/** Client-side checks the schema states (the CMS checks again, and its messages land on the same fields). */
function fieldRules(name: string, s: JsonSchema) {
  const k = kindOf(s);
  const label = fieldLabel(name, s);
  if (k.kind === 'datetime') {
    if (!k.pattern) return {};
    // a field never set (an item made without it) may stay unset, as the CMS allows; a control the
    // editor emptied is refused here with the field's message (react-hook-form's `pattern` passes an
    // empty value, the CMS refuses it)
    const form = new RegExp(k.pattern);
    return { validate: (v: unknown) => v === undefined || v === null || (typeof v === 'string' && form.test(v)) || `Choose a date and time for ${label}.` };
  }
  if (k.kind !== 'text') return {};
  return {
    ...(k.pattern ? { pattern: { value: new RegExp(k.pattern), message: `${label} has the wrong form.` } } : {}),
    ...(k.maxLength ? { maxLength: { value: k.maxLength, message: `${label} is too long (at most ${k.maxLength} characters).` } } : {}),
  };
}
