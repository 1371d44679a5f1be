import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useToast } from '../../../components/ui/toast.context';
import { errorText } from '../../../lib/api-client';
import { deleteUpload } from '../api/delete-upload.mutation';
import type { SellerDashboard } from '../api/get-dashboard.query';
import { useUpdateProfile } from '../api/update-profile.mutation';
import { PROFILE_LIMITS, profileSchema, profileWhatsapp, type ProfileValues } from './dashboard.schema';
import { ImageUploadField } from './image-upload-field.ui';
import { CityField } from './city-field.ui';
import { SellerAvatar } from './seller-avatar.ui';
import { normalizedSocialLink, SOCIAL_NETWORKS, splitWhatsapp } from '@multyhealth/rules';
import { DEFAULT_DIAL_CODE, DIAL_CODES } from '../../../config/locations';
import { SocialLinksFields } from './social-links.field';
import { WhatsappNumberFields } from './whatsapp-number.field';

/** Images up to 20MB. */
const PHOTO_MAX_MB = 20;

export function EditProfileDialog({ data, onClose }: { data: SellerDashboard; onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const toast = useToast();
  const update = useUpdateProfile();
  const [uploading, setUploading] = useState(false);
  // Photos uploaded in this dialog but not kept are deleted again (the profile is saved after the upload).
  const uploadedHere = useRef<string[]>([]);
  const discard = (keep?: string) => {
    for (const url of uploadedHere.current) if (url !== keep) deleteUpload(url).catch(() => {});
    uploadedHere.current = [];
  };
  const cancel = () => {
    discard();
    onClose();
  };
  const stored = splitWhatsapp(
    data.whatsapp,
    DIAL_CODES.map((d) => d.code),
    DEFAULT_DIAL_CODE,
  );
  const { register, control, handleSubmit, formState, setValue, watch } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      photo: data.photo ?? '',
      city: data.city ?? '',
      dialCode: stored.dialCode,
      whatsapp: stored.national,
      personalMessage: data.personalMessage ?? '',
      whatsappMessage: data.whatsappMessage ?? '',
      showFAQ: data.showFAQ,
      showPrices: data.showPrices,
      distributorTitle: data.distributorTitle ?? 'neutro',
      socialLinks: {
        instagram: data.socialLinks?.instagram ?? '',
        facebook: data.socialLinks?.facebook ?? '',
        tiktok: data.socialLinks?.tiktok ?? '',
        youtube: data.socialLinks?.youtube ?? '',
      },
    },
  });
  const photo = watch('photo');

  // The stored photo is deleted by the server once a saved profile no longer points to it: 'Cancelar' keeps it whole.
  const removePhoto = () => {
    setValue('photo', '', { shouldDirty: true });
    toast({ title: 'Imagen eliminada', description: 'La imagen de perfil ha sido eliminada' });
  };

  const [saveError, setSaveError] = useState<string | null>(null);
  const onSubmit = handleSubmit((values) => {
    setSaveError(null);
    const { dialCode: _picked, ...profile } = values;
    update.mutate(
      { ...profile, photo: values.photo.trim(), whatsapp: e164(values), socialLinks: canonicalLinks(values) },
      {
        onSuccess: () => {
          discard(values.photo.trim());
          toast({ title: 'Perfil actualizado', description: 'Tus cambios ya se ven en tu página.' });
          onClose();
        },
        onError: (error) => {
          // The save may have committed before the connection dropped: an upload it might point to is no longer
          // ours to delete (the unreferenced-file cleanup takes what is really left over).
          uploadedHere.current = [];
          setSaveError(errorText(error, 'No se pudo actualizar el perfil'));
          toast({ title: 'Error', description: errorText(error, 'No se pudo actualizar el perfil'), variant: 'error' });
        },
      },
    );
  });

  return (
    <Dialog open onClose={cancel} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="edit-profile-title">
      <DialogTitle id="edit-profile-title">Editar Perfil</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id="edit-profile-form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
          {saveError && (
            <Alert
              severity="error"
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => onSubmit()}
                  disabled={update.isPending}
                  sx={{ fontWeight: 700 }}
                >
                  Reintentar
                </Button>
              }
            >
              No se guardaron tus cambios ({saveError.replace(/\.$/, '')}). Tus datos siguen aquí.
            </Alert>
          )}
          <ImageUploadField
            label="Foto de perfil"
            value={photo}
            onChange={(url) => {
              if (url.startsWith('/uploads/')) uploadedHere.current.push(url);
              setValue('photo', url, { shouldDirty: true });
            }}
            preview={(src) => <SellerAvatar name={data.name} photo={src} size={112} />}
            maxMb={PHOTO_MAX_MB}
            onUploadingChange={setUploading}
            onDelete={removePhoto}
            deleteLabel="Eliminar foto"
          />
          <Controller
            name="city"
            control={control}
            render={({ field }) => (
              <CityField
                country={data.country}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={formState.errors.city?.message}
                placeholder="Selecciona tu ciudad"
              />
            )}
          />
          <TextField
            select
            label="Tu página te presenta como"
            {...register('distributorTitle')}
            helperText="Se usa en tu página: «Distribuidora Multyhealth», «Distribuidor Multyhealth» o «Persona distribuidora Multyhealth»."
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="distribuidor">Distribuidor</option>
            <option value="distribuidora">Distribuidora</option>
            <option value="neutro">Persona distribuidora (neutro)</option>
          </TextField>
          <WhatsappNumberFields
            register={register}
            values={{ dialCode: watch('dialCode'), whatsapp: watch('whatsapp') }}
            error={formState.errors.whatsapp}
          />
          <TextField
            label="Mensaje Personal"
            multiline
            minRows={3}
            placeholder="Cuéntales a tus clientes quién eres y cómo los ayudas."
            {...register('personalMessage')}
            error={Boolean(formState.errors.personalMessage)}
            helperText={
              formState.errors.personalMessage?.message ??
              `Aparece en tu página, debajo de tu nombre. ${watch('personalMessage').length}/${PROFILE_LIMITS.personalMessage}`
            }
          />
          <TextField
            label="Mensaje de WhatsApp"
            multiline
            minRows={2}
            placeholder={`Hola ${data.name.split(' ')[0]}, vi tu página y quiero información.`}
            {...register('whatsappMessage')}
            error={Boolean(formState.errors.whatsappMessage)}
            helperText={
              formState.errors.whatsappMessage?.message ??
              `El mensaje con el que tus clientes te escriben. ${watch('whatsappMessage').length}/${PROFILE_LIMITS.whatsappMessage}`
            }
          />
          <SocialLinksFields register={register} errors={formState.errors.socialLinks} />
          <Controller
            name="showFAQ"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label="Mostrar FAQ en mi página"
              />
            )}
          />
          <Controller
            name="showPrices"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label="Mostrar precios de productos"
              />
            )}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={cancel}>Cancelar</Button>
        <Button type="submit" form="edit-profile-form" variant="contained" disabled={update.isPending || uploading}>
          {update.isPending ? 'Guardando...' : 'Guardar Cambios'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The schema has accepted the number: send it in E.164, as the server stores it. */
function e164(values: ProfileValues): string {
  const check = profileWhatsapp(values);
  return check.ok ? check.e164 : values.whatsapp;
}

/** Each profile as its canonical address ('@lucia_fit' → https://www.instagram.com/lucia_fit), as the server stores it. */
function canonicalLinks(values: ProfileValues): ProfileValues['socialLinks'] {
  const links = { ...values.socialLinks };
  for (const network of SOCIAL_NETWORKS) links[network] = normalizedSocialLink(network, links[network]) ?? '';
  return links;
}
