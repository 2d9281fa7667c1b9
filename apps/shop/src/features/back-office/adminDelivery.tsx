import { type DeliveryZone, deliveryZoneBodySchema } from '@bookshop/contract';
import { useDeliveryZones, useRemoveDeliveryZone, useSaveDeliveryZone } from '@bookshop/data';
import { ConfirmDialog, FormField, Spinner, vars } from '@bookshop/ui';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { type FormErrors, serverErrors, validate } from '../../layout/formErrors';
import { PageTitle } from '../../layout/PageTitle';
import { AdminOnly } from './adminGuard';
import { BackOfficeNav, RowButton } from './backOfficeParts';
import { backOfficeArea } from './backOfficeWords';

/** The page, with its part's texts for the kit's components. */
export function Component() {
  return (
    <WordsArea area={backOfficeArea}>
      <Page />
    </WordsArea>
  );
}

/** Issue 37: the delivery table admins keep; the checkout quotes from it and the server prices with it. */
function Page() {
  const { words } = useAreaWords(backOfficeArea);
  return (
    <AdminOnly title={words.delivery.zones.title}>
      <BackOfficeNav />
      <PageTitle>{words.delivery.zones.title}</PageTitle>
      <p>{words.delivery.zones.intro}</p>
      <Zones />
    </AdminOnly>
  );
}

function Zones() {
  const zones = useDeliveryZones();
  if (zones.isPending) return <Spinner />;
  return (
    <List>
      {(zones.data ?? []).map((zone) => (
        <li key={zone._id}>
          <ZoneForm zone={zone} />
        </li>
      ))}
      <li>
        <ZoneForm />
      </li>
    </List>
  );
}

type ZoneValues = Record<'name' | 'postcodeFrom' | 'postcodeTo' | 'price' | 'days', string>;

const valuesOf = (zone?: DeliveryZone): ZoneValues => ({
  name: zone?.name ?? '',
  postcodeFrom: zone?.postcodeFrom ?? '',
  postcodeTo: zone?.postcodeTo ?? '',
  price: zone ? zone.price.toFixed(2) : '',
  days: zone ? String(zone.days) : '',
});

/** One zone's row as a small form (or the empty one that adds a zone), checked with the server's schema. */
function ZoneForm({ zone }: { zone?: DeliveryZone }) {
  const { words, language } = useAreaWords(backOfficeArea);
  const text = words.delivery.zones;
  const id = useId();
  const save = useSaveDeliveryZone();
  const remove = useRemoveDeliveryZone();
  const [values, setValues] = useState(() => valuesOf(zone));
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [saved, setSaved] = useState(false);
  // A zone's removal sends its postcodes to the operator: asked once more before it is done.
  const [asking, setAsking] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Typed as text; the schema gets numbers (a comma is read as the decimal point).
    const body = {
      ...values,
      price: values.price.trim() === '' ? Number.NaN : Number(values.price.replace(',', '.')),
      days: values.days.trim() === '' ? Number.NaN : Number(values.days),
    };
    const checked = validate(deliveryZoneBodySchema, body, language);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({ fields: {} });
    save.mutate(
      { zoneId: zone?._id, zone: checked.data },
      {
        onSuccess: () => {
          setSaved(true);
          if (!zone) setValues(valuesOf());
        },
        onError: (error) => setErrors(serverErrors(error, language)),
      },
    );
  };

  const field = (name: keyof ZoneValues, inputMode?: 'numeric' | 'decimal') => (
    <FormField
      id={`${id}-${name}`}
      name={name}
      label={text[name]}
      error={errors.fields[name]}
      inputMode={inputMode}
      required
      value={values[name]}
      onChange={(event) => {
        setSaved(false);
        setValues({ ...values, [name]: event.target.value });
      }}
    />
  );

  return (
    <form noValidate onSubmit={submit} aria-label={zone ? zone.name : text.newZone}>
      {field('name')}
      {field('postcodeFrom', 'numeric')}
      {field('postcodeTo', 'numeric')}
      {field('price', 'decimal')}
      {field('days', 'numeric')}
      <div>
        <RowButton type="submit" disabled={save.isPending}>
          {zone ? text.save : text.add}
        </RowButton>
        {zone && (
          <RowButton type="button" disabled={remove.isPending} onClick={() => setAsking(true)}>
            {text.remove}
          </RowButton>
        )}
      </div>
      <p role="status">{saved ? text.saved : ''}</p>
      {errors.form && <p role="alert">{errors.form}</p>}
      {zone && (
        <ConfirmDialog
          open={asking}
          title={text.removeQuestion(zone.name)}
          message={text.removeMessage(zone.postcodeFrom, zone.postcodeTo)}
          confirmLabel={text.remove}
          danger
          onConfirm={() => {
            setAsking(false);
            remove.mutate(zone._id, { onError: (error) => setErrors(serverErrors(error, language)) });
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </form>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  form {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
    align-items: end;
    gap: ${vars.space.sm};
    padding: ${vars.space.md};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
  }
  form > div {
    display: flex;
    gap: ${vars.space.sm};
  }
  p {
    margin: 0;
  }
`;
