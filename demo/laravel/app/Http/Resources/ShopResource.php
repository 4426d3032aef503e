<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

/** A shop; lists leave out the description and the per-action rates (the API's shop and the pages that show one have them). */
class ShopResource extends JsonResource
{
    public function toArray($request)
    {
        return [
            'id' => $this->id,
            'name' => $this->name,
            'image' => url($this->image),
            'link' => $this->link,
            $this->mergeWhen($request->routeIs('shops.show', 'shops.page', 'shops.standalone'), fn () => [
                'description' => $this->description,
                'users_actions' => $this->users_actions,
            ]),
            'cashback_percent' => $this->cashback_percent,
            'is_sale' => $this->is_sale,
            'avg_stars' => $this->avg_stars,
            'pending_payment' => $this->pending_payment,
            'categoryId' => $this->category_id,
        ];
    }
}
