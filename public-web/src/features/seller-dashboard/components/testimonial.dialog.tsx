import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Controller, useForm } from 'react-hook-form';
import { useToast } from '../../../components/ui/toast.context';
import { errorText } from '../../../lib/api-client';
import { fieldOf } from '../../../lib/form-field';
import { useCreateTestimonial } from '../api/create-testimonial.mutation';
import { useDashboard } from '../api/get-dashboard.query';
import type { SellerTestimonial } from '../api/get-seller-testimonials.query';
import { useUpdateTestimonial } from '../api/update-testimonial.mutation';
import { CityField } from './city-field.ui';
import { TESTIMONIAL_LIMITS, testimonialSchema, type TestimonialValues } from './dashboard.schema';

/** 'Crear Testimonio' when testimonial is null, 'Editar Testimonio' otherwise. */
export function TestimonialDialog({
  testimonial,
  onClose,
}: {
  testimonial: SellerTestimonial | null;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const toast = useToast();
  const create = useCreateTestimonial();
  const update = useUpdateTestimonial();
  const editing = testimonial !== null;
  const pending = create.isPending || update.isPending;
  // The member's country decides the city list; the dashboard is already in the cache.
  const dashboard = useDashboard();
  const { register, control, handleSubmit, formState, reset, watch } = useForm<TestimonialValues>({
    resolver: zodResolver(testimonialSchema),
    defaultValues: {
      name: testimonial?.name ?? '',
      city: testimonial?.city ?? '',
      videoUrl: testimonial?.videoUrl ?? '',
      message: testimonial?.message ?? '',
      rating: testimonial?.rating ?? 5,
    },
  });
  const field = fieldOf({ register, formState });
  const errors = formState.errors;
  const counter = (field: 'name' | 'message') => `${watch(field).length}/${TESTIMONIAL_LIMITS[field]}`;
  const cancel = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit((values) => {
    const input = { ...values, videoUrl: values.videoUrl.trim() };
    const options = {
      onSuccess: () => {
        toast(
          editing
            ? { title: 'Testimonio actualizado', description: 'Los cambios ya se ven en tu página.' }
            : { title: 'Testimonio creado', description: 'Ya aparece en tu página.' },
        );
        onClose();
      },
      onError: (error: Error) =>
        toast({
          title: 'Error',
          description: errorText(error, editing ? 'Error al actualizar testimonio' : 'Error al crear testimonio'),
          variant: 'error',
        }),
    };
    if (editing) update.mutate({ id: testimonial.id, ...input }, options);
    else create.mutate(input, options);
  });

  return (
    <Dialog open onClose={cancel} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="testimonial-title">
      <DialogTitle id="testimonial-title">{editing ? 'Editar Testimonio' : 'Crear Testimonio'}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id="testimonial-form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.25 }}>
          <TextField
            label="Nombre"
            {...register('name')}
            error={Boolean(errors.name) || watch('name').length > TESTIMONIAL_LIMITS.name}
            helperText={errors.name?.message ?? counter('name')}
          />
          <Controller
            name="city"
            control={control}
            render={({ field }) => (
              <CityField
                country={dashboard.data?.country}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.city?.message}
                placeholder="Selecciona una ciudad"
              />
            )}
          />
          <TextField
            label="Video de YouTube (opcional)"
            type="url"
            inputMode="url"
            placeholder="https://youtu.be/…"
            {...field('videoUrl')}
          />
          <TextField
            label="Mensaje"
            multiline
            minRows={3}
            {...register('message')}
            error={Boolean(errors.message) || watch('message').length > TESTIMONIAL_LIMITS.message}
            helperText={errors.message?.message ?? `${counter('message')} caracteres`}
          />
          <TextField
            label="Calificación (1 a 5)"
            type="number"
            {...field('rating', { valueAsNumber: true })}
            slotProps={{ htmlInput: { min: 1, max: 5, step: 1, inputMode: 'numeric' } }}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={cancel}>Cancelar</Button>
        <Button type="submit" form="testimonial-form" variant="contained" disabled={pending}>
          {pending ? 'Guardando...' : editing ? 'Actualizar' : 'Crear'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
