/** The first version of the legal pages; the admin edits them in the console (Textos legales). */
export const DEFAULT_TERMS = {
  title: 'Términos y Condiciones',
  body: `Estos términos regulan el uso del sitio de Multyhealth y el registro como distribuidor independiente. Al registrarte los aceptas.

# 1. Quiénes somos
Multyhealth ofrece a sus distribuidores una página personal para presentar los productos Multydrink y Multytest y recibir a sus clientes por WhatsApp.

# 2. Registro y pago
- Para registrarte debes ser mayor de edad y dar datos verdaderos: nombre, correo, número de WhatsApp, país y ciudad.
- La cuenta se activa cuando confirmamos el pago del registro, que te enviamos por correo con el valor y los datos de pago.
- La suscripción dura un año desde la activación y se renueva con un nuevo pago. Si vence, tu página deja de mostrarse hasta que la renueves.

# 3. Tu página de distribuidor
- Eres responsable de lo que publicas en ella: fotos, mensajes, testimonios, videos y precios.
- No publiques contenido falso, ofensivo, ni promesas de salud que los productos no ofrecen, ni imágenes de otras personas sin su permiso.
- Podemos retirar contenido o suspender una cuenta que incumpla estos términos.

# 4. Relación con Multyhealth
Eres un distribuidor independiente: no existe relación laboral con Multyhealth. Las ventas y la atención a tus clientes son tu responsabilidad.

# 5. Cambios
Podemos actualizar estos términos; la versión vigente es siempre la publicada en esta página.

# 6. Contacto
Para cualquier duda escríbenos por WhatsApp o al correo indicado en el sitio.`,
};

export const DEFAULT_PRIVACY = {
  title: 'Política de Privacidad',
  body: `Esta política explica cómo Multyhealth trata tus datos personales, conforme a la Ley 1581 de 2012 de Colombia (habeas data) y sus decretos reglamentarios.

# 1. Responsable del tratamiento
Multyhealth es responsable de los datos que recoge este sitio. Puedes contactarnos por WhatsApp o al correo indicado en el sitio.

# 2. Qué datos recogemos
- Al registrarte: nombre, correo electrónico, número de WhatsApp, país, ciudad, código de vendedor y, si lo usas, el código de descuento o de quien te invitó.
- En tu página: la foto, los mensajes, los testimonios, las imágenes y los videos que publiques.
- De las visitas a las páginas: conteos de visitas y de clics en WhatsApp, sin identificar a los visitantes.

# 3. Para qué los usamos
- Crear y administrar tu cuenta de distribuidor y tu página pública.
- Enviarte las instrucciones de pago, la confirmación de tu cuenta y los avisos de renovación.
- Mostrar en tu página pública tu nombre, foto, ciudad y número de WhatsApp para que tus clientes te contacten.

# 4. Tus derechos
Como titular puedes conocer, actualizar y rectificar tus datos, pedir prueba de tu autorización, ser informado del uso que les damos, revocar la autorización o pedir que los eliminemos cuando no exista un deber legal de conservarlos, y presentar quejas ante la Superintendencia de Industria y Comercio.

# 5. Cómo ejercerlos
Escríbenos por WhatsApp o al correo del sitio indicando tu nombre, tu correo registrado y tu solicitud. Responderemos las consultas en un máximo de diez días hábiles y los reclamos en un máximo de quince días hábiles.

# 6. Autorización
Al marcar la casilla de aceptación en el registro autorizas el tratamiento de tus datos para las finalidades descritas. Guardamos la fecha y hora de esa aceptación.

# 7. Seguridad y conservación
Protegemos tus datos con medidas técnicas razonables y los conservamos mientras tu cuenta exista o la ley lo exija.`,
};
