// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak } from '../test/speak';
import { theme } from '../theme';
import { DataTable, type Column } from './DataTable';
import { LoadMoreButton } from './LoadMoreButton';
import { LoadingButton } from './LoadingButton';
import { Modal } from './Modal';
import { ResponsiveList } from './ResponsiveList';

// The shared list and dialog pieces' own texts (issue 29): what callers pass (titles, column
// headers) is theirs; the empty text, the loading spinner, "Load more" and "Close" are these.

type Row = { id: string; name: string };
const columns: Column<Row>[] = [{ key: 'name', header: 'Name', render: (r) => r.name }];

const draw = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

function drawAll({ loading = false }: { loading?: boolean } = {}) {
  const pages = {
    hasNextPage: true,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(async () => {}),
  };
  draw(
    <>
      <DataTable columns={columns} rows={[]} rowKey={(r) => r.id} loading={loading} />
      <ResponsiveList
        label="Players"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        loading={false}
        card={(r) => r.name}
      />
      <LoadMoreButton pages={pages} />
      <LoadingButton loading>Save</LoadingButton>
    </>,
  );
  return { pages };
}

/** An open dialog (it hides the page behind it from assistive technology). */
function drawModal() {
  const onClose = vi.fn();
  draw(
    <Modal open title="Sports" onClose={onClose}>
      body
    </Modal>,
  );
  return { onClose };
}

afterEach(() => {
  cleanup();
  speak('en');
});

describe('the shared list and dialog pieces', () => {
  it('speak English by default', () => {
    const { pages } = drawAll();
    // The table, and the list's table and cards.
    expect(screen.getAllByText('No Data Found')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Table' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(pages.fetchNextPage).toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    cleanup();
    const { onClose } = drawModal();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('a table loading shows a spinner named Loading', () => {
    drawAll({ loading: true });
    // The table's and the save button's.
    expect(screen.getAllByRole('progressbar', { name: 'Loading' })).toHaveLength(2);
  });

  it('speak Hindi: the empty text, the table name, Load more, Loading and Close', () => {
    speak('hi');
    drawAll({ loading: true });
    expect(screen.getAllByText('कोई डेटा नहीं मिला')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'टेबल' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'और देखें' })).toBeTruthy();
    expect(screen.getAllByRole('progressbar', { name: 'लोड हो रहा है' })).toHaveLength(2);
    expect(document.body.textContent).not.toMatch(/No Data Found|Load more/);
    cleanup();
    const { onClose } = drawModal();
    fireEvent.click(screen.getByRole('button', { name: 'बंद करें' }));
    expect(onClose).toHaveBeenCalled();
  });
});
