// Admins: the roll registry (docs/product/warranty-registration.md). Every roll of film with its
// dealer and the metres used and left; add one, import a CSV, assign a roll to a dealer.
import { useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, get, qs } from '../lib/api';
import { useChoices } from '../lib/choices';
import { regPaths } from '../lib/registration-paths';
import type { Paged, Roll } from '../lib/types';
import { AdminOnly } from './AdminOnly';
import { DataTable } from '../ui/DataTable';
import { Dialog } from '../ui/Dialog';
import { ErrorNote } from '../ui/ErrorNote';
import { Pager } from '../ui/Pager';
import { useAnnounce } from '../ui/announce';
import { RollForm, type RollFields } from '../registrations/RollForm';
import { RollImport } from '../registrations/RollImport';
import { AssignForm } from '../registrations/AssignForm';
import { metres } from '../registrations/messages';

export const ROLLS_KEY = ['rolls'];

export function Rolls() {
  return (
    <AdminOnly title="Rolls">
      <Registry />
    </AdminOnly>
  );
}

function Registry() {
  const qc = useQueryClient();
  const say = useAnnounce();
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [shop, setShop] = useState('');
  const [product, setProduct] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ kind: 'add' | 'import' } | { kind: 'assign'; roll: Roll } | null>(null);
  const [notice, setNotice] = useState('');
  const products = useChoices('products');
  const dealers = useChoices('dealers');
  const q = useQuery({
    queryKey: [...ROLLS_KEY, search, shop, product, page],
    queryFn: () => get<Paged<Roll>>(`${regPaths.rolls}${qs({ search, shop_id: shop, product_id: product, page })}`),
    placeholderData: keepPreviousData,
  });
  const close = () => setOpen(null);
  const changed = (msg: string) => {
    setNotice(msg);
    say(msg);
    void qc.invalidateQueries({ queryKey: ROLLS_KEY });
  };

  const add = async (v: RollFields) => {
    const { data } = await call<Roll>('POST', regPaths.rolls, {
      serial: v.serial,
      product_id: Number(v.product_id),
      length_m: Number(v.length_m),
      shop_id: v.shop_id ? Number(v.shop_id) : null,
    });
    close();
    changed(`Roll ${data.serial} added${data.shop_name ? ` and shipped to ${data.shop_name}` : ' to stock'}.`);
  };
  const assign = async (roll: Roll, shopId: number | null) => {
    const { data } = await call<Roll>('PATCH', regPaths.roll(roll.serial), { shop_id: shopId });
    close();
    changed(data.shop_name ? `Roll ${data.serial} is now with ${data.shop_name}.` : `Roll ${data.serial} is back in stock.`);
  };

  const filtered = search !== '' || shop !== '' || product !== '';
  return (
    <>
      <div className="title-row">
        <h1>Rolls</h1>
        <div className="row-actions">
          <button type="button" className="btn" onClick={() => setOpen({ kind: 'import' })}>
            Import a CSV file
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setOpen({ kind: 'add' })} disabled={!products.data || !dealers.data}>
            Add a roll
          </button>
        </div>
      </div>
      <p className="muted lead">
        Every roll of film shipped to a certified shop. A shop registers a warranty with the rolls it was shipped, up to the metres left on each.
      </p>
      {(products.isError || dealers.isError) && (
        <ErrorNote error={products.error ?? dealers.error} retry={() => void (products.refetch(), dealers.refetch())} />
      )}
      {notice && <p className="note note-ok">{notice}</p>}

      <form
        className="filters"
        role="search"
        aria-label="Rolls"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(typed.trim());
          setPage(1);
        }}
      >
        <div className="field">
          <label htmlFor="roll-search">Serial number</label>
          <input id="roll-search" type="search" value={typed} maxLength={100} onChange={(e) => setTyped(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="roll-shop">Dealer</label>
          <select
            id="roll-shop"
            value={shop}
            onChange={(e) => {
              setShop(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All dealers</option>
            {dealers.data?.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="rolls-film">Film</label>
          <select
            id="rolls-film"
            value={product}
            onChange={(e) => {
              setProduct(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All films</option>
            {products.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn">
          Search
        </button>
      </form>

      {q.isPending && <p role="status">Loading the rolls…</p>}
      {q.isError && <ErrorNote error={q.error} retry={() => void q.refetch()} />}
      {q.data && (
        <>
          <p className="muted" role="status">
            {q.data.total} {q.data.total === 1 ? 'roll' : 'rolls'}
            {filtered ? ' found' : ''}
          </p>
          {q.data.data.length === 0 && (
            <p className="note">
              {filtered ? 'No roll matches: try another serial number, dealer or film.' : 'The registry is empty: add a roll or import a CSV file.'}
            </p>
          )}
          {q.data.data.length > 0 && (
            <div className="stacked-table">
              <DataTable
                label="Rolls of film"
                rows={q.data.data}
                rowKey={(r) => r.serial}
                columns={[
                  {
                    head: 'Serial number',
                    cell: (r) => (
                      <Link className="mono strong nowrap" to={`/rolls/${encodeURIComponent(r.serial)}`}>
                        {r.serial}
                      </Link>
                    ),
                  },
                  { head: 'Film', cell: (r) => <span className="cell-text">{r.product_name}</span> },
                  { head: 'Dealer', cell: (r) => (r.shop_name ? <span className="cell-text">{r.shop_name}</span> : <span className="muted">In stock</span>) },
                  { head: 'Length', className: 'col-num', cell: (r) => <Cell label="Length">{metres(r.length_m)}</Cell> },
                  { head: 'Used', className: 'col-num', cell: (r) => <Cell label="Used">{metres(r.used_m)}</Cell> },
                  { head: 'Left', className: 'col-num', cell: (r) => <Cell label="Left">{metres(r.remaining_m)}</Cell> },
                  {
                    head: 'Actions',
                    cell: (r) => (
                      <button type="button" className="btn btn-small" onClick={() => setOpen({ kind: 'assign', roll: r })} disabled={!dealers.data}>
                        {r.shop_id === null ? 'Assign' : 'Reassign'}
                        <span className="visually-hidden"> roll {r.serial}</span>
                      </button>
                    ),
                  },
                ]}
              />
            </div>
          )}
          {q.data.last_page > 1 && <Pager label="Pages of rolls" page={q.data.current_page} last={q.data.last_page} onPage={setPage} />}
        </>
      )}

      <Dialog open={open?.kind === 'import'} title="Import rolls from a CSV file" onClose={close} wide>
        {open?.kind === 'import' && (
          <RollImport
            onImported={(summary) => {
              close();
              changed(summary);
            }}
            onCancel={close}
          />
        )}
      </Dialog>
      <Dialog open={open?.kind === 'add'} title="Add a roll" onClose={close}>
        {open?.kind === 'add' && <RollForm products={products.data ?? []} dealers={dealers.data ?? []} onSubmit={add} onCancel={close} />}
      </Dialog>
      <Dialog open={open?.kind === 'assign'} title="Assign the roll to a dealer" onClose={close}>
        {open?.kind === 'assign' && <AssignForm roll={open.roll} dealers={dealers.data ?? []} onSubmit={(id) => assign(open.roll, id)} onCancel={close} />}
      </Dialog>
    </>
  );
}

/** a number cell: on a phone, where the column heads are hidden, it says what it is */
const Cell = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <>
    <span className="cell-label muted">{label}: </span>
    {children}
  </>
);
