import Router from '@koa/router';
import { EMPLOYEE_TEXTS } from '@rentline/sync-protocol/texts';
import {
  type employeeListSchema,
  employeeUpdateSchema,
  intIdSchema,
  passwordResetSchema,
} from '@rentline/sync-protocol/wire';
import type { Answer } from '../../http/answer';
import { currentEmployeeId } from '../../http/current-employee';
import { transaction } from '../../http/transaction';
import { idParam, validate } from '../../http/validate';
import { requirePermission } from '../../security/permissions';
import type { ScryptParams } from '../auth/password';
import { listEmployees } from './employees.queries';
import { resetPassword, signOutEverywhere, updateEmployee } from './employees.service';

/** /api/employees (managers: 'employees.manage'): the Employees screen. */
export function employeesRoutes(options: { passwordParams?: ScryptParams } = {}): Router {
  const router = new Router();
  const manage = requirePermission('employees.manage');
  const id = idParam(intIdSchema);
  const change = validate({ body: employeeUpdateSchema });
  const password = validate({ body: passwordResetSchema });

  router.get('/api/employees', manage, async (ctx) => {
    ctx.body = { employees: await listEmployees(ctx.state.em) } satisfies Answer<
      typeof employeeListSchema
    >;
  });

  router.patch('/api/employees/:id', manage, id, change, transaction, async (ctx) => {
    await updateEmployee(ctx.state.em, id.of(ctx), change.input(ctx).body, currentEmployeeId(ctx));
    const all = await listEmployees(ctx.state.em);
    ctx.body = all.find((e) => e.id === id.of(ctx));
  });

  router.post('/api/employees/:id/password', manage, id, password, transaction, async (ctx) => {
    const { password: next } = password.input(ctx).body;
    await resetPassword(
      ctx.state.em,
      id.of(ctx),
      next,
      currentEmployeeId(ctx),
      options.passwordParams,
    );
    ctx.body = { success: true, message: EMPLOYEE_TEXTS.passwordReset };
  });

  router.post('/api/employees/:id/sessions/revoke', manage, id, transaction, async (ctx) => {
    const ended = await signOutEverywhere(ctx.state.em, id.of(ctx), currentEmployeeId(ctx));
    ctx.body = { success: true, sessions_ended: ended };
  });

  return router;
}
