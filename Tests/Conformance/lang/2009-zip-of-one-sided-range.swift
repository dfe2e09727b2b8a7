// zip of a one-sided range beside a collection pairs as many numbers as the collection has elements
let names = ["a", "b", "c"]
print("start")
for (i, n) in zip(1..., names) { print(i, n) }
