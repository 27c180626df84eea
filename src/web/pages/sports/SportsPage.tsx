import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button, IconButton, Tooltip } from '@mui/material';
import { Navigate, useMatch, useNavigate } from 'react-router';
import type { Sport } from '../../../shared/catalog/schemas';
import { can } from '../../../shared/permissions';
import { useSports } from '../../api/sports';
import { useAuth } from '../../auth/auth-context';
import { useDocumentTitle } from '../../components/catalog/use-document-title';
import { DataTable, type Column } from '../../components/DataTable';
import { t } from '../../i18n/i18n';
import { SportFormModal } from './SportFormModal';

const BASE = '/app/sports';

/**
 * §2 /app/sports: the sports table; a row opens the sport's categories. The add-sports and
 * {sportsId}/edit child routes open the sport modal over the table.
 */
export default function SportsPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const sports = useSports();
  const adding = useMatch(`${BASE}/add-sports`);
  const editing = useMatch(`${BASE}/:sportsId/edit`);
  const canCreate = can(user?.role, 'Sports', 'create');
  const canEdit = can(user?.role, 'Sports', 'edit');
  const title = t('admin.sports.title');
  useDocumentTitle(title);

  if ((adding && !canCreate) || (editing && !canEdit)) return <Navigate to={BASE} replace />;

  const close = () => navigate(BASE);
  const columns: Column<Sport>[] = [
    { key: 'name', header: t('admin.sports.name'), render: (s) => s.sports_name },
    {
      key: 'scoring',
      header: t('admin.sports.scoringColumn'),
      render: (s) => t('admin.sports.scoringKind', { scoring: s.scoring }),
    },
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      actions: true,
      header: t('admin.column.actions'),
      align: 'right',
      render: (s) => (
        <Tooltip title={t('admin.edit')}>
          <IconButton
            aria-label={t('admin.editName', { name: s.sports_name })}
            size="small"
            onClick={(e) => {
              e.stopPropagation(); // the row itself opens the categories
              navigate(`${BASE}/${s.id}/edit`);
            }}
            onKeyDown={(e) => e.stopPropagation()}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    });
  }

  return (
    <>
      <DataTable
        title={title}
        columns={columns}
        rows={sports.data}
        rowKey={(s) => s.id}
        loading={sports.isPending}
        onRowClick={(s) => navigate(`${BASE}/${s.id}/categories`)}
        actions={
          canCreate && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => navigate(`${BASE}/add-sports`)}
            >
              {t('admin.sports.add')}
            </Button>
          )
        }
      />
      {adding && <SportFormModal onClose={close} />}
      {editing && <SportFormModal sportId={editing.params.sportsId} onClose={close} />}
    </>
  );
}
