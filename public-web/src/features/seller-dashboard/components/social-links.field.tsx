import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SOCIAL_NAMES, SOCIAL_NETWORKS, socialLinkExample } from '@multyhealth/rules';
import type { ProfileValues } from './dashboard.schema';

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
          Opcional. Escribe tu usuario o pega el enlace de tu perfil; aparecen como íconos en tu página y en tu tarjeta
          de contacto.
        </Typography>
      </Box>
      {SOCIAL_NETWORKS.map((network) => (
        <TextField
          key={network}
          label={SOCIAL_NAMES[network]}
          type="text"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={socialLinkExample(network)}
          {...register(`socialLinks.${network}`)}
          error={Boolean(errors?.[network])}
          helperText={errors?.[network]?.message}
        />
      ))}
    </Box>
  );
}
