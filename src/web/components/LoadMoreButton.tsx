import { Box } from '@mui/material';
import { t } from '../i18n/i18n';
import { LoadingButton } from './LoadingButton';

type Pages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** 'Load more' under a cursor-paged list (an infinite query), shown while a next page exists. */
export function LoadMoreButton({ pages }: { pages: Pages }) {
  if (!pages.hasNextPage) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <LoadingButton
        variant="outlined"
        loading={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        {t('common.loadMore')}
      </LoadingButton>
    </Box>
  );
}
