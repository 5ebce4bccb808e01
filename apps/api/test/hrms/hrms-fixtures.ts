import type TestAgent from 'supertest/lib/agent.js';

type Headers = Record<string, string>;

/** Masters every employee needs: a branch, a department, a designation and a day shift. */
export async function hrmsMasters(http: TestAgent, headers: Headers, tag = '') {
  const ok = async (path: string, body: Record<string, unknown>) => {
    const res = await http.post(path).set(headers).send(body);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const branch = await ok('/api/erp/branch', { id: 0, name: `Pune HQ${tag}` });
  const department = await ok('/api/erp/department', { id: 0, name: `Operations${tag}` });
  const designation = await ok('/api/erp/designation', { id: 0, name: `Associate${tag}` });
  const shift = await ok('/api/erp/shift-time', {
    id: 0, name: `General${tag}`, startTime: '09:00', endTime: '18:00', breakTime: 60, allowBreaks: true, faceAttendance: false, weekOff: 'SUNDAY',
  });
  return { branch, department, designation, shift, ok };
}

export function employeeInput(m: { branch: { id: number }; shift: { id: number } }, overrides: Record<string, unknown> = {}) {
  return {
    id: 0, firstName: 'Asha', lastName: 'Patil', dateOfJoining: '2026-01-01', dateOfBirth: '1994-08-15',
    email: 'asha.patil@example.in', status: 'ACTIVE', branchId: m.branch.id, shiftId: m.shift.id, ...overrides,
  };
}
