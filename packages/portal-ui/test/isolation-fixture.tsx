import { Badge, Button, DataTable, LoginScreen, PortalRoot, TextField } from '../src';
import { FakeSessionController } from '../src/screens/auth/fake-session-controller';
import { PortalHarness } from '../src/test-support/portal-harness';

interface Row {
  id: string;
  username: string;
}

const rows: Row[] = [{ id: '1', username: 'alice01' }];

/** A small screen of portal primitives beside some host elements, for the isolation test. */
export function IsolationFixture() {
  return (
    <>
      <header data-testid="host-header">
        <button type="button" data-testid="host-menu-button">
          Host menu
        </button>
      </header>
      <button type="button" data-testid="host-button">
        Host button
      </button>
      <input data-testid="host-input" aria-label="Host input" />
      <table data-testid="host-table">
        <tbody>
          <tr>
            <td>host cell</td>
          </tr>
        </tbody>
      </table>
      <PortalRoot data-testid="portal">
        <Button>Search</Button>
        <TextField label="Username" />
        <Badge tone="success">Active</Badge>
        <DataTable<Row>
          caption="Users"
          columns={[{ id: 'username', header: 'Username', sortable: true, cell: (row) => <a href="#user">{row.username}</a> }]}
          rows={rows}
          getRowId={(row) => row.id}
          sort={null}
          onSortChange={() => {}}
          page={1}
          pageSize={25}
          totalCount={1}
          onPageChange={() => {}}
          onPageSizeChange={() => {}}
        />
      </PortalRoot>
    </>
  );
}

/** The login screen as a host renders it: inside the provider, signed out. */
export function LoginScreenFixture() {
  return (
    <PortalHarness>
      <FakeSessionController>
        <LoginScreen onForgotPassword={() => {}} />
      </FakeSessionController>
    </PortalHarness>
  );
}
