import { SimpleForm } from 'react-admin';
import { CancelButton, DialogEdit, FORM_SX, FormToolbar } from '../../common/forms';
import { ProductInputs } from './ProductForm';

/** The products list's edit modal (SPEC §2): the create form's inputs with the current images. */
export function ProductEdit({ id, onSaved, onCancel }: { id: string; onSaved: () => void; onCancel: () => void }) {
  return (
    <DialogEdit id={id} errorKey="app.products.update_error" onSaved={onSaved}>
      <SimpleForm
        sx={FORM_SX}
        toolbar={
          <FormToolbar>
            <CancelButton onClick={onCancel} />
          </FormToolbar>
        }
      >
        <ProductInputs edit />
      </SimpleForm>
    </DialogEdit>
  );
}
