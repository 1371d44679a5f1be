import Edit from '@mui/icons-material/Edit';
import Lock from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { SellerDashboard } from '../api/get-dashboard.query';
import { ChangePasswordDialog } from './change-password.dialog';
import { EditProfileDialog } from './edit-profile.dialog';
import { SellerAvatar } from './seller-avatar.ui';

export function ProfileTab({ data }: { data: SellerDashboard }) {
  const [dialog, setDialog] = useState<'profile' | 'password' | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SellerAvatar name={data.name} photo={data.photo} size={88} />
        <Box sx={{ flex: '1 1 220px' }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {data.name}
          </Typography>
          <Typography color="text.secondary">
            {[data.city, data.country].filter(Boolean).join(', ') || 'Ciudad no definida'}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <Box sx={{ p: 2, borderRadius: 3, bgcolor: '#F9FAFB' }}>
          <Typography sx={{ fontWeight: 700 }}>Mensaje personal</Typography>
          <Typography color="text.secondary">{data.personalMessage || 'No definido'}</Typography>
        </Box>
        <Box sx={{ p: 2, borderRadius: 3, bgcolor: '#F9FAFB' }}>
          <Typography sx={{ fontWeight: 700 }}>Mensaje de WhatsApp</Typography>
          <Typography color="text.secondary">
            {data.whatsappMessage || 'No definido (se usa un saludo con tu nombre)'}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<Edit />} onClick={() => setDialog('profile')}>
          Editar Perfil
        </Button>
        <Button variant="outlined" startIcon={<Lock />} onClick={() => setDialog('password')}>
          Cambiar Contraseña
        </Button>
      </Box>
      {dialog === 'profile' && <EditProfileDialog data={data} onClose={() => setDialog(null)} />}
      {dialog === 'password' && <ChangePasswordDialog onClose={() => setDialog(null)} />}
    </Box>
  );
}
