import type { ModuleViewProps } from '../../../renderer/registry';
import type { DocumentModule } from '../../../schemas/modules/document';
import { MaterialView } from '../shared/material/MaterialView';
import { DocumentList, DocumentListSkeleton } from './DocumentList';

/** The event's documents by group: a list of five rows at a time (spec section 9: documents line 5), each opening in the file viewer. */
export default function Document({ module, config, terminal }: ModuleViewProps<DocumentModule>) {
  return (
    <MaterialView kind="document" groupIds={config.groupIds} module={module} skeleton={<DocumentListSkeleton />}>
      {(files) => <DocumentList files={files} terminal={terminal} />}
    </MaterialView>
  );
}

// The search page shows its finds by the module's own view, through this chunk: no chunk of their own for the views.
export { DocumentList, DocumentListSkeleton } from './DocumentList';
