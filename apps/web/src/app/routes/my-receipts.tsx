import { MyReceiptsPage } from '../../features/dues/components/my-receipts-page';

/** /my-receipts (issue 45 item 3): the signed-in resident's receipts. */
export default function MyReceiptsRoute() {
  return <MyReceiptsPage />;
}
