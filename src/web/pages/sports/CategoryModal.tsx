import { Alert, Box, CircularProgress } from '@mui/material';
import { useCategory } from '../../api/categories';
import { CategoryForm } from '../../components/catalog/CategoryForm';
import { Modal } from '../../components/Modal';
import { t } from '../../i18n/i18n';

/** add-category and {categoryId}/edit of a sport: the category form in a modal. */
export function CategoryModal({
  sportsId,
  categoryId,
  onClose,
}: {
  sportsId: string;
  categoryId?: string;
  onClose: () => void;
}) {
  const category = useCategory(categoryId);
  let body;
  if (!categoryId) {
    body = <CategoryForm sportsId={sportsId} onSaved={onClose} onCancel={onClose} />;
  } else if (category.data) {
    body = (
      <CategoryForm
        key={category.data.id}
        category={category.data}
        onSaved={onClose}
        onCancel={onClose}
      />
    );
  } else if (category.isError) {
    body = <Alert severity="error">{t('admin.categories.loadError')}</Alert>;
  } else {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
        <CircularProgress aria-label={t('admin.loading')} />
      </Box>
    );
  }
  return (
    <Modal
      open
      title={categoryId ? t('admin.categories.editTitle') : t('admin.categories.add')}
      onClose={onClose}
    >
      {body}
    </Modal>
  );
}
