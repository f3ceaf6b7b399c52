import { css } from '@linaria/core';
import { useSite } from '../context.tsx';
import { colour, media, space } from '../design/tokens.ts';
import { SectionHeading } from '../primitives/section-heading.tsx';
import type { StorageBlock } from '../shared/blocks.ts';
import { STORAGE_ITEMS, type StorageLifetime } from '../shared/storage-items.ts';

const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  caption {
    text-align: left;
    font-weight: 700;
    padding: ${space(3)} 0 ${space(1)};
  }
  th,
  td {
    padding: ${space(1.5)} ${space(2)} ${space(1.5)} 0;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${colour.border};
  }
  thead th {
    font-size: 0.8125rem;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${colour.textMuted};
  }
  code {
    font-size: 0.875em;
    overflow-wrap: anywhere;
  }
  /* On a phone each item is a small card: its name, then each field under its column's name. */
  ${media.mobile} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tr {
      display: block;
      padding: ${space(2)} 0;
      border-bottom: 1px solid ${colour.border};
    }
    th,
    td {
      display: block;
      padding: ${space(0.5)} 0;
      border: 0;
    }
    td::before {
      content: attr(data-label) ': ';
      font-weight: 700;
    }
  }
`;

/** The lifetime of an item, in the page's language. */
function useLifetime(): (lifetime: StorageLifetime) => string {
  const { t } = useSite();
  return (lifetime) => {
    if (typeof lifetime === 'string') return t(`storage.lifetimes.${lifetime}`);
    return 'days' in lifetime
      ? t('storage.lifetimes.days', { count: lifetime.days })
      : t('storage.lifetimes.hours', { count: lifetime.hours });
  };
}

/**
 * Every cookie, storage key, cache and database the site sets, from the one list the code reads its names from
 * (shared/storage-items.ts): the privacy page's table, in the page's language, which cannot drift from the site.
 */
export function StorageTable({ block, id }: { block: StorageBlock; id: string }) {
  const { t } = useSite();
  const lifetime = useLifetime();
  const column = (name: string) => t(`storage.columns.${name}`);
  return (
    <>
      <SectionHeading id={id} title={block.title} intro={block.intro} />
      <table className={table} data-storage-table="">
        <thead>
          <tr>
            {['name', 'kind', 'purpose', 'category', 'lifetime'].map((name) => (
              <th key={name} scope="col">
                {column(name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {STORAGE_ITEMS.map((item) => (
            <tr key={item.id} data-storage-item={item.id}>
              <th scope="row">
                <code>{item.name}</code>
              </th>
              <td data-label={column('kind')}>{t(`storage.kinds.${item.kind}`)}</td>
              <td data-label={column('purpose')}>{t(`storage.items.${item.id}`)}</td>
              <td data-label={column('category')}>{t(`storage.categories.${item.category}`)}</td>
              <td data-label={column('lifetime')}>{lifetime(item.lifetime)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
