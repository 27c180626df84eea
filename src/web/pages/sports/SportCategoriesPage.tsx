import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { Navigate, Link as RouterLink, useMatch, useNavigate, useParams } from 'react-router';
import { isTeamSport, type Category } from '../../../shared/catalog/schemas';
import { can } from '../../../shared/permissions';
import { useCategories } from '../../api/categories';
import { useSport } from '../../api/sports';
import { useAuth } from '../../auth/auth-context';
import { ageLabel, weightLabel } from '../../components/catalog/category-format';
import { useDocumentTitle } from '../../components/catalog/use-document-title';
import { DataTable, type Column } from '../../components/DataTable';
import { t } from '../../i18n/i18n';
import { CategoryModal } from './CategoryModal';

/** 'Team of 11' for a team category (§3: more than one in a team), else 'Individual'. */
const teamLabel = (participantsInTeam: number) =>
  isTeamSport(participantsInTeam)
    ? t('admin.categories.teamOf', { count: participantsInTeam })
    : t('admin.categories.individual');

/** Short headers stay on one line; the table scrolls sideways in its Paper on a phone. */
const NO_WRAP_HEADERS = { '& th': { whiteSpace: 'nowrap' } } as const;

/**
 * §2 /app/sports/{sportsId}/categories: the sport's categories; add-category and
 * {categoryId}/edit open the category form in a modal over the table.
 */
export default function SportCategoriesPage() {
  const { sportsId = '' } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const sport = useSport(sportsId);
  const categories = useCategories(sportsId);
  const base = `/app/sports/${sportsId}/categories`;
  const adding = useMatch('/app/sports/:sportsId/categories/add-category');
  const editing = useMatch('/app/sports/:sportsId/categories/:categoryId/edit');
  const canCreate = can(user?.role, 'Category', 'create');
  const canEdit = can(user?.role, 'Category', 'edit');
  const title = sport.data
    ? t('admin.categories.title', { sport: sport.data.sports_name })
    : t('admin.categories.titlePlain');
  useDocumentTitle(title);

  if ((adding && !canCreate) || (editing && !canEdit)) return <Navigate to={base} replace />;

  const close = () => navigate(base);
  const columns: Column<Category>[] = [
    {
      key: 'name',
      header: t('admin.column.name'),
      render: (c) => (
        <Box sx={{ minWidth: 150 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {c.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {teamLabel(c.participants_in_team)}
          </Typography>
        </Box>
      ),
    },
    { key: 'min_age', header: t('admin.categories.minAge'), render: (c) => ageLabel(c.min_age) },
    { key: 'max_age', header: t('admin.categories.maxAge'), render: (c) => ageLabel(c.max_age) },
    {
      key: 'weight',
      header: t('admin.categories.weight'),
      render: (c) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {weightLabel(c.min_weight_allowed, c.max_weight_allowed)}
        </Box>
      ),
    },
    {
      key: 'gender',
      header: t('admin.categories.gender'),
      render: (c) => t('admin.categories.genderOf', { gender: c.gender ?? 'any' }),
    },
    {
      key: 'actions',
      actions: true,
      header: t('admin.column.actions'),
      align: 'right',
      render: (c) =>
        canEdit && (
          <Tooltip title={t('admin.edit')}>
            <IconButton
              aria-label={t('admin.editName', { name: c.name })}
              size="small"
              onClick={() => navigate(`${base}/${c.id}/edit`)}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Box>
        <Button
          component={RouterLink}
          to="/app/sports"
          startIcon={<ArrowBackIcon />}
          sx={{ color: 'primary.dark' }}
        >
          {t('admin.categories.back')}
        </Button>
      </Box>
      {sport.isError && <Alert severity="error">{t('admin.categories.sportLoadError')}</Alert>}
      <Box sx={NO_WRAP_HEADERS}>
        <DataTable
          title={title}
          columns={columns}
          rows={categories.data}
          rowKey={(c) => c.id}
          loading={categories.isPending}
          emptyText={t('admin.categories.none')}
          actions={
            canCreate && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => navigate(`${base}/add-category`)}
              >
                {t('admin.categories.add')}
              </Button>
            )
          }
        />
      </Box>
      {adding && <CategoryModal sportsId={sportsId} onClose={close} />}
      {editing && (
        <CategoryModal sportsId={sportsId} categoryId={editing.params.categoryId} onClose={close} />
      )}
    </Stack>
  );
}
