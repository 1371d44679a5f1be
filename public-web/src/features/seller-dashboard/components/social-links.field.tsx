import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SOCIAL_NAMES, SOCIAL_NETWORKS } from '@multyhealth/rules';
import type { ProfileValues } from './dashboard.schema';

const EXAMPLES = {
  instagram: 'https://www.instagram.com/tuusuario',
  facebook: 'https://www.facebook.com/tuusuario',
  tiktok: 'https://www.tiktok.com/@tuusuario',
  youtube: 'https://www.youtube.com/@tucanal',
} as const;

/** 'Editar Perfil': the seller's social profiles, shown as icons on their page and in their contact card. */
export function SocialLinksFields({
  register,
  errors,
}: {
  register: UseFormRegister<ProfileValues>;
  errors?: FieldErrors<ProfileValues>['socialLinks'];
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
      <Box component="legend" sx={{ p: 0, mb: 1.5 }}>
        <Typography sx={{ fontWeight: 700 }}>Redes sociales</Typography>
        <Typography variant="body2" color="text.secondary">
          Opcional. Aparecen como íconos en tu página y en tu tarjeta de contacto.
        </Typography>
      </Box>
      {SOCIAL_NETWORKS.map((network) => (
        <TextField
          key={network}
          label={SOCIAL_NAMES[network]}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={EXAMPLES[network]}
          {...register(`socialLinks.${network}`)}
          error={Boolean(errors?.[network])}
          helperText={errors?.[network]?.message}
        />
      ))}
    </Box>
  );
}
