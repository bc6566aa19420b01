import { LICENSORS } from '../../features/site/content/licensors';
import { InfoPage } from '../../features/site/components/info-page';

export function Component() {
  return <InfoPage content={LICENSORS} />;
}
