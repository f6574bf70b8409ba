import { settingsMessages as m } from '../messages';
import { SettingsPage } from '../SettingsPage';
import { OsqueryCard } from './OsqueryCard';
import { SchemaEditor } from './SchemaEditor';
import { ValuesEditor } from './ValuesEditor';

/** Custom fields (schema per model, values on devices and hosts) and the osquery extension settings. */
export function CustomizationsPage() {
  return (
    <SettingsPage title={m.customizationsTitle} subjects={['system_settings']}>
      <SchemaEditor />
      <ValuesEditor />
      <OsqueryCard />
    </SettingsPage>
  );
}
