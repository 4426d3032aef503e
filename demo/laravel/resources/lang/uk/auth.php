<?php

return [
    'failed' => 'Невірний email або пароль.',
    'throttle' => 'Забагато спроб входу. Спробуйте ще раз через :seconds с.',
];
