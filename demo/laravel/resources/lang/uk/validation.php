<?php

// The rules this API uses, in Ukrainian. Field names come from `attributes` below.
return [
    'after_or_equal' => 'Поле «:attribute» має бути датою не раніше :date.',
    'before' => 'Поле «:attribute» має бути датою до :date.',
    'between' => [
        'numeric' => 'Поле «:attribute» має бути від :min до :max.',
        'string' => 'Поле «:attribute» має містити від :min до :max символів.',
    ],
    'boolean' => 'Поле «:attribute» має бути логічним значенням.',
    'confirmed' => 'Підтвердження поля «:attribute» не збігається.',
    'date_format' => 'Поле «:attribute» має бути датою у форматі :format.',
    'email' => 'Поле «:attribute» має бути дійсною адресою електронної пошти.',
    'exists' => 'Вибране значення поля «:attribute» не існує.',
    'file' => 'Поле «:attribute» має бути файлом.',
    'in' => 'Вибране значення поля «:attribute» недійсне.',
    'integer' => 'Поле «:attribute» має бути цілим числом.',
    'max' => [
        'file' => 'Файл «:attribute» не може бути більшим за :max кілобайт.',
        'numeric' => 'Поле «:attribute» не може бути більшим за :max.',
        'string' => 'Поле «:attribute» не може містити більше :max символів.',
    ],
    'mimes' => 'Файл «:attribute» має бути одного з типів: :values.',
    'min' => [
        'numeric' => 'Поле «:attribute» має бути не менше :min.',
        'string' => 'Поле «:attribute» має містити щонайменше :min символів.',
    ],
    'regex' => 'Поле «:attribute» має неправильний формат.',
    'required' => 'Поле «:attribute» є обов\'язковим.',
    'required_if' => 'Поле «:attribute» є обов\'язковим, коли «:other» — :value.',
    'string' => 'Поле «:attribute» має бути рядком.',
    'unique' => 'Таке значення поля «:attribute» вже існує.',

    'custom' => [
        'email' => ['unique' => 'Такий email вже зареєстровано.'],
        'amount' => [
            'min' => 'Мінімальна сума виведення — :min грн.',
            'max' => 'Сума перевищує доступний баланс.',
        ],
        'card_number' => ['regex' => 'Номер картки має бути у форматі 0000 0000 0000 0000.'],
        'phone' => ['regex' => 'Номер телефону має бути у форматі +380XXXXXXXXX.'],
        'stars' => ['between' => 'Оцінка має бути цілим числом від 1 до 5.'],
        'fields' => ['single' => 'Передайте рівно одне з полів: :fields.'],
    ],

    'attributes' => [
        'email' => 'email',
        'password' => 'пароль',
        'password_confirmation' => 'підтвердження пароля',
        'full_name' => "ім'я та прізвище",
        'birth_date' => 'дата народження',
        'gender' => 'стать',
        'status' => 'статус',
        'token' => 'токен',
        'text' => 'текст відгуку',
        'stars' => 'оцінка',
        'name' => "ім'я",
        'amount' => 'сума',
        'card_number' => 'номер картки',
        'phone' => 'телефон',
        'withdrawal_method' => 'спосіб виведення',
        'avatar' => 'аватар',
        'shop_id' => 'магазин',
        'user_id' => 'користувач',
        'user_thumbnail' => 'фото користувача',
        'cashback_status' => 'зміна статусу кешбеку',
        'service_updates' => 'оновлення сервісу',
        'sales' => 'акції та розпродажі',
    ],

    'values' => [
        'withdrawal_method' => ['card' => 'картка', 'phone' => 'телефон'],
    ],
];
