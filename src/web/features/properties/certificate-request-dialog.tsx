import { Button, Checkbox, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useId } from 'react';
import { LIMITS } from '../../../domain/constants.ts';
import { certificateOrderSchema, couponCodeInput } from '../../../domain/coupons.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { showSuccess } from '../../lib/notify.ts';
import { AddressFields } from '../../components/address-fields.tsx';
import { useOrderCertificate, type CertificateOrderInput } from './api/order-certificate.ts';

export interface AddressParts {
  postcode: string;
  city: string;
  street: string;
  houseNumber: string;
}

interface OrderFormValues extends AddressParts {
  couponCode: string;
  area: string;
  addressConfirmed: boolean;
  hasContactPerson: boolean;
  contactPerson: { name: string; phone: string; email: string };
}

type OrderBody = Omit<CertificateOrderInput, 'addressConfirmed'> & { addressConfirmed: boolean };

/** What the server receives: the contact person only when the client chose to give one. */
function toOrderBody(values: OrderFormValues): OrderBody {
  const { hasContactPerson, contactPerson, ...order } = values;
  if (!hasContactPerson) return order;
  const email = contactPerson.email.trim();
  return {
    ...order,
    contactPerson: { name: contactPerson.name, phone: contactPerson.phone, ...(email ? { email } : {}) },
  };
}

const validateOrder = schemaResolver(certificateOrderSchema, { sync: true });

/**
 * The contact phone keeps only digits, spaces and + - ( ) while typing (docs/rules/validation.md, 'Phone').
 */
const contactPhoneInput = (value: string) => value.replace(/[^\d\s+\-()]/g, '');

/**
 * docs/roles/client.md, 'Certificate order dialog': the bank's coupon code, the property's address and area,
 * the address confirmation and an optional other contact person. The address starts from the property (or the
 * profile); the server redeems the coupon and answers with the ordered property.
 */
export function CertificateRequestDialog({
  opened,
  onClose,
  address,
  area,
}: {
  opened: boolean;
  onClose: () => void;
  address: AddressParts;
  area: number | null;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Tanúsítvány igénylése" centered size="lg">
      {/* Mounted only while open, so every opening starts from the current address. */}
      <RequestForm address={address} area={area} onDone={onClose} />
    </Modal>
  );
}

function RequestForm({
  address,
  area,
  onDone,
}: {
  address: AddressParts;
  area: number | null;
  onDone: () => void;
}) {
  const order = useOrderCertificate();
  const form = useForm<OrderFormValues>({
    mode: 'controlled',
    initialValues: {
      couponCode: '',
      ...address,
      area: area === null ? '' : String(area),
      addressConfirmed: false,
      hasContactPerson: false,
      contactPerson: { name: '', phone: '', email: '' },
    },
    validate: (values) => validateOrder(toOrderBody(values)),
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  // A disabled button says why: what is still missing, next to it.
  const missing = [
    ...(values.area === '' ? ['adja meg az alapterületet'] : []),
    ...(values.addressConfirmed ? [] : ['erősítse meg, hogy a cím helyes']),
  ];
  const canSubmit = missing.length === 0;
  const missingId = useId();

  const submit = (submitted: OrderFormValues) =>
    order.mutate(
      { ...toOrderBody(submitted), addressConfirmed: true },
      {
        onSuccess: ({ message }) => {
          void showSuccess(message);
          onDone();
        },
        onError: (error) => form.setErrors(formErrorsOf(error)),
      },
    );

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <Text fz="sm">
          A banktól emailben kapott kuponkóddal a korszerűsített ingatlanához ingyenesen igényelhet
          energetikai tanúsítványt.
        </Text>
        <ErrorAlert error={order.error} />
        <TextInput
          label="Kuponkód"
          description={`A banktól kapott emailben szereplő ${LIMITS.couponMin}-${LIMITS.couponMax} karakteres kód, benne az ingatlan irányítószámával`}
          required
          autoComplete="off"
          spellCheck={false}
          // No maxLength: the browser would cut a pasted ' KH402501 ' before its spaces are removed;
          // couponCodeInput limits the normalised code instead.
          data-autofocus
          styles={{ input: { fontFamily: 'monospace', letterSpacing: '0.1em' } }}
          {...form.getInputProps('couponCode')}
          onChange={(event) => form.setFieldValue('couponCode', couponCodeInput(event.currentTarget.value))}
        />
        <AddressFields form={form} required />
        <TextInput
          label="Az ingatlan alapterülete"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          rightSection={
            <Text fz="sm" c="dimmed" aria-hidden>
              m²
            </Text>
          }
          description="Négyzetméterben, egész számmal"
          {...form.getInputProps('area')}
          onChange={(event) => form.setFieldValue('area', event.currentTarget.value.replace(/\D/g, ''))}
        />
        <Checkbox
          label="Megerősítem, hogy a megadott cím helyes"
          required
          {...form.getInputProps('addressConfirmed', { type: 'checkbox' })}
        />
        <Switch
          label="Másik kapcsolattartó megadása"
          description="Ha a helyszíni felméréshez más személlyel kell egyeztetni"
          {...form.getInputProps('hasContactPerson', { type: 'checkbox' })}
        />
        {values.hasContactPerson && (
          <Stack gap="sm" pl={{ base: 0, sm: 'md' }}>
            <TextInput
              label="Kapcsolattartó neve"
              required
              autoComplete="off"
              maxLength={LIMITS.nameMax * 2 + 1}
              {...form.getInputProps('contactPerson.name')}
            />
            <TextInput
              label="Kapcsolattartó telefonszáma"
              type="tel"
              required
              autoComplete="off"
              maxLength={LIMITS.phoneMax}
              placeholder="+36 20 123 4567"
              {...form.getInputProps('contactPerson.phone')}
              onChange={(event) =>
                form.setFieldValue('contactPerson.phone', contactPhoneInput(event.currentTarget.value))
              }
            />
            <TextInput
              label="Kapcsolattartó email címe"
              type="email"
              autoComplete="off"
              maxLength={LIMITS.emailMax}
              {...form.getInputProps('contactPerson.email')}
            />
          </Stack>
        )}
        <Group justify="flex-end" mt="xs">
          {!canSubmit && (
            <Text id={missingId} fz="sm" c="dimmed" mr="auto">
              A küldéshez kérjük, {missing.join(', és ')}.
            </Text>
          )}
          <Button variant="default" onClick={onDone}>
            Mégsem
          </Button>
          <Button
            type="submit"
            disabled={!canSubmit}
            loading={order.isPending}
            aria-describedby={canSubmit ? undefined : missingId}
          >
            Igénylés elküldése
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
