import { Box, Paper } from '@mui/material';
import { ROUTES } from '../../../shared/routes';
import { href } from '../../../shared/href';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { isId } from '../../../shared/ids';
import { can } from '../../../shared/permissions';
import { useAuth } from '../../auth/auth-context';
import { CategoryForm } from '../../components/catalog/CategoryForm';
import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/i18n';

/**
 * §2 /app/events/category: add a category to a sport chosen here (`?sports_id=` preselects it);
 * a saved category is shown among its sport's categories.
 */
export default function CategoryFormPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const preselected = params.get('sports_id') ?? '';

  if (!can(user?.role, 'Category', 'create')) return <Navigate to="/app/dashboard" replace />;

  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeading>{t('hostEvents.category.heading')}</PageHeading>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <CategoryForm
          pickSport
          sportsId={isId(preselected) ? preselected : ''}
          onSaved={(category) =>
            navigate(href(ROUTES.sportCategories, { sportsId: category.sports_id }))
          }
        />
      </Paper>
    </Box>
  );
}
