extension HTMLReporter {
    /// The report's only script: it adds a select for each of outcome, level and platform, offering the
    /// values the page's `data-` attributes hold, and on screen hides the cards and matrix rows that do not
    /// match. Without it every card and row shows. It holds no `<`, so an HTML 4 parser reads it as text.
    static let script = """
        (function () {
          var box = document.getElementById("filters");
          var items = Array.prototype.slice.call(document.querySelectorAll("[data-outcome]"));
          var selects = [];
          function values(item, key) { return (item.getAttribute("data-" + key) || "").split(" "); }
          function apply() {
            items.forEach(function (item) {
              var shown = selects.every(function (pair) {
                return pair[1].value === "" || values(item, pair[0]).indexOf(pair[1].value) !== -1;
              });
              item.classList.toggle("filtered-out", !shown);
            });
          }
          box.appendChild(document.createTextNode("Show only: "));
          [["outcome", "outcome"], ["level", "level"], ["platform", "platform"]].forEach(function (filter) {
            var found = [];
            items.forEach(function (item) {
              values(item, filter[0]).forEach(function (value) { if (value && found.indexOf(value) === -1) found.push(value); });
            });
            if (found.length === 0) return;
            var label = document.createElement("label");
            var select = document.createElement("select");
            select.id = "filter-" + filter[0];
            [""].concat(found.sort()).forEach(function (value) {
              var option = document.createElement("option");
              option.value = value;
              option.textContent = value === "" ? "any" : value;
              select.appendChild(option);
            });
            select.addEventListener("change", apply);
            label.appendChild(document.createTextNode(filter[1]));
            label.appendChild(select);
            box.appendChild(label);
            selects.push([filter[0], select]);
          });
        })();

        """
}
